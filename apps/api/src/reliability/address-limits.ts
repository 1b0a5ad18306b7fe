// The calls limited per client address, with their limits: what the X-Forwarded-For spoofing test
// runs up to its limit and one past it. Each is counted in onRequest, so an empty body counts too.
import { API_PATHS } from '@kraam/shared';
import type { Config } from '../config';
import { ACCOUNT_LIMITS } from '../modules/accounts/account-routes';
import { ADMIN_LOGIN_LIMITS } from '../modules/admin/admin-login-routes';

export interface AddressLimitCase {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  max: number;
}

export function addressLimitCases(config: Pick<Config, 'searchRateLimit'>): AddressLimitCase[] {
  const post = (name: string, url: string, max: number): AddressLimitCase => ({
    name,
    method: 'POST',
    url,
    max,
  });
  return [
    post('register', API_PATHS.register, ACCOUNT_LIMITS.register.max),
    post('confirm registration', API_PATHS.confirmRegistration, ACCOUNT_LIMITS.reset.max),
    post('resend confirmation', API_PATHS.resendConfirmation, ACCOUNT_LIMITS.mail.max),
    post('forgotten password', API_PATHS.forgetPassword, ACCOUNT_LIMITS.mail.max),
    post('reset password', API_PATHS.resetPassword, ACCOUNT_LIMITS.reset.max),
    post('login', API_PATHS.login, ACCOUNT_LIMITS.login.max),
    post('admin login', API_PATHS.adminLogin, ADMIN_LOGIN_LIMITS.attempts.max),
    ...(config.searchRateLimit > 0
      ? [
          {
            name: 'search',
            method: 'GET' as const,
            url: `${API_PATHS.adSearch}?search=fiets`,
            max: config.searchRateLimit,
          },
        ]
      : []),
  ];
}

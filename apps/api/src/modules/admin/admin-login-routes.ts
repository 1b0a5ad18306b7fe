// POST /admin/v1/login: an admin session for an account with role admin. Its own limits: per client
// address, and failed attempts per account. A wrong password, an unknown email and a non-admin's right
// password all answer the same 401 after as long a check, so the call reveals no accounts or roles.
import {
  API_PATHS,
  adminLoginBodySchema,
  adminLoginResponseSchema,
  errorResponseSchema,
} from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { findAccountByEmail } from '../../auth/account-repository';
import { verifyDummy, verifyPassword } from '../../auth/passwords';
import { AppError } from '../../plugins/app-error';
import { failureLimit, limit } from '../../plugins/rate-limit';
import { recordAudit } from './audit-log';

const MINUTE = 60_000;
/** Exported for the tests. */
export const ADMIN_LOGIN_LIMITS = {
  perAddress: { max: 10, timeWindow: 15 * MINUTE },
  perAccount: { max: 5, timeWindow: 15 * MINUTE },
};

export const adminLoginRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const failures = failureLimit(app, { name: 'admin-login-account', ...ADMIN_LOGIN_LIMITS.perAccount });

  app.post(
    API_PATHS.adminLogin,
    {
      onRequest: limit(app, { name: 'admin-login', ...ADMIN_LOGIN_LIMITS.perAddress }),
      schema: {
        tags: ['admin'],
        summary: 'Log in to the admin panel (role admin only); answers an admin session token',
        body: adminLoginBodySchema,
        response: {
          200: adminLoginResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      await failures.attempt(email, reply);
      const account = await findAccountByEmail(app.db, email);
      const valid = account
        ? await verifyPassword(account.passwordHash, password)
        : await verifyDummy(password);
      if (!account || !valid || !account.isAdmin) throw new AppError('INVALID_CREDENTIALS');
      await failures.succeed(email);
      const token = await app.auth.issueToken(account.id, 'admin');
      await recordAudit(app.db, { adminUserId: account.id, action: 'login' });
      return { data: { token }, message: null };
    },
  );

  done();
};

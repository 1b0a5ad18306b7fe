// POST /admin/v1/login: an admin-panel session for an account with role admin or moderator. Its own limits: attempts per
// client address, and failed attempts as for users (plugins/login-limits.ts), so nobody can lock an admin
// out. It arrives through the web server, whose X-Forwarded-For names the visitor when TRUST_PROXY lists
// the web server's address. A wrong password and an unknown email answer the same 401 after as long a
// check, so the call reveals no accounts. Only once the password is verified does a user without a staff
// role hear the truth, 403 'no admin rights': whoever reads it knows that password already.
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
import { loginGuard } from '../../plugins/login-limits';
import type { LoginLimits } from '../../plugins/login-limits';
import { limit } from '../../plugins/rate-limit';
import { recordAudit } from '../../audit/audit-log';

const MINUTE = 60_000;
/** Exported for the tests. */
export const ADMIN_LOGIN_LIMITS = {
  /** Every attempt per client address, right or wrong: each costs an argon2 check. */
  attempts: { max: 30, timeWindow: 15 * MINUTE },
  /** Failed logins (plugins/login-limits.ts). */
  failures: {
    address: { max: 10, timeWindow: 15 * MINUTE },
    addressAndAccount: { max: 5, timeWindow: 15 * MINUTE },
    account: { max: 5, timeWindow: 15 * MINUTE, underAttackMax: 2 },
    knownAddressMs: 30 * 24 * 60 * MINUTE,
  } satisfies LoginLimits,
};

export const adminLoginRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const logins = loginGuard(app, 'admin-login', ADMIN_LOGIN_LIMITS.failures);

  app.post(
    API_PATHS.adminLogin,
    {
      onRequest: limit(app, { name: 'admin-login', ...ADMIN_LOGIN_LIMITS.attempts }),
      schema: {
        tags: ['admin'],
        summary:
          'Log in to the admin panel (roles admin and moderator); answers an admin-panel session token',
        body: adminLoginBodySchema,
        response: {
          200: adminLoginResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const attempt = await logins.attempt(request.ip, email, reply);
      const account = await findAccountByEmail(app.db, email);
      const valid = account
        ? await verifyPassword(account.passwordHash, password)
        : await verifyDummy(password);
      if (!account || !valid) throw new AppError('INVALID_CREDENTIALS');
      // The right password is no failed guess: it leaves the failure counters as a login would.
      await attempt.succeeded();
      if (!account.isStaff) throw new AppError('FORBIDDEN', 'NOT_ADMIN');
      const token = await app.auth.issueToken(account.id, 'admin');
      await recordAudit(app.db, { adminUserId: account.id, action: 'login' });
      return { data: { token }, message: null };
    },
  );

  done();
};

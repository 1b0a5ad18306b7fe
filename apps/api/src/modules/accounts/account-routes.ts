// SPEC §7's /v1 account calls: register, confirm, log in, log out, forgotten and reset password.
// Enumeration-safe: Register, ForgetPassword and ResendConfirmation answer the same whether or not the
// email is known and whether or not its mails for the hour are used up (Register mails a taken address's
// owner instead, decision 0013); a login with an unknown email fails like a wrong password, after as long
// a check.
import {
  API_PATHS,
  RESET_TOKEN_MINUTES,
  confirmRegistrationBodySchema,
  errorResponseSchema,
  forgetPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  registerBodySchema,
  resendConfirmationBodySchema,
  resetPasswordBodySchema,
} from '@kraam/shared';
import type { Lang } from '@kraam/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import {
  accountExistsMail,
  confirmationMail,
  CONFIRM_PATH,
  RESET_PATH,
  resetMail,
  tokenLink,
} from '../../mail/templates';
import { AppError } from '../../plugins/app-error';
import { currentUser, revokeSessions } from '../../plugins/auth';
import { infoMessage } from '../../plugins/messages';
import { loginGuard } from '../../plugins/login-limits';
import type { LoginLimits } from '../../plugins/login-limits';
import { limit } from '../../plugins/rate-limit';
import { requestLang } from '../../plugins/request-lang';
import { mailboxOf } from '../../mail/mailbox';
import { windowCounter } from '../../plugins/window-counter';
import {
  findAccountByEmail,
  findAccountById,
  insertAccount,
  markConfirmed,
  setPasswordHash,
} from '../../auth/account-repository';
import type { AccountRow } from '../../auth/account-repository';
import { consumeEmailToken, createEmailToken } from './email-tokens';
import { hashPassword, verifyDummy, verifyPassword } from '../../auth/passwords';
import { suspendedError } from '../../auth/suspension';

const tags = ['accounts'];
export const CONFIRM_TOKEN_MINUTES = 48 * 60;

const MINUTE = 60_000;
/** Per client address, and reset mails per recipient. Exported for the tests. */
export const ACCOUNT_LIMITS = {
  /** Every login attempt, right or wrong: each costs an argon2 check. Failures have tighter limits. */
  login: { max: 60, timeWindow: 15 * MINUTE },
  register: { max: 10, timeWindow: 60 * MINUTE },
  mail: { max: 10, timeWindow: 15 * MINUTE },
  reset: { max: 20, timeWindow: 15 * MINUTE },
  /**
   * Reset and confirmation mails per recipient, each kind on its own. Past it the call answers as ever but
   * sends nothing, so it tells nobody whether the email exists.
   */
  mailsPerRecipient: { max: 3, timeWindow: 60 * MINUTE },
};

/** Failed logins (plugins/login-limits.ts); exported for the tests. */
export const USER_LOGIN_LIMITS: LoginLimits = {
  address: { max: 20, timeWindow: 15 * MINUTE },
  addressAndAccount: { max: 5, timeWindow: 15 * MINUTE },
  account: { max: 10, timeWindow: 15 * MINUTE, underAttackMax: 2 },
  knownAddressMs: 30 * 24 * 60 * MINUTE,
};

const errors = { 400: errorResponseSchema, 429: errorResponseSchema };

export interface AccountRoutesOptions {
  config: Pick<Config, 'publicWebUrl'>;
}

async function sendConfirmation(app: FastifyInstance, publicWebUrl: string, account: AccountRow, lang: Lang) {
  const token = await createEmailToken(app.db, account.id, 'confirm', CONFIRM_TOKEN_MINUTES);
  const link = tokenLink(publicWebUrl, CONFIRM_PATH, token);
  app.sendMailLater(confirmationMail(lang, account.email, account.firstName, link));
}

export const accountRoutes: FastifyPluginCallbackZod<AccountRoutesOptions> = (app, options, done) => {
  const { publicWebUrl } = options.config;
  const byIp = (name: keyof typeof ACCOUNT_LIMITS) => limit(app, { name, ...ACCOUNT_LIMITS[name] });
  const logins = loginGuard(app, 'user-login', USER_LOGIN_LIMITS);
  // Counted for unknown emails too, so known and unknown ones cost the same and answer alike; per mailbox,
  // so a+1@x, a+2@x … share a@x's few mails.
  const mailQuota = (name: string) => {
    const sent = windowCounter(app, { name, ...ACCOUNT_LIMITS.mailsPerRecipient });
    return async (email: string) =>
      (await sent.add(mailboxOf(email))).count <= ACCOUNT_LIMITS.mailsPerRecipient.max;
  };
  const resetMailAllowed = mailQuota('reset-mail');
  const confirmationMailAllowed = mailQuota('confirmation-mail');

  app.post(
    API_PATHS.register,
    {
      onRequest: byIp('register'),
      schema: {
        tags,
        summary: 'Create an account; a confirmation mail goes out in the request language',
        body: registerBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const lang = requestLang(request);
      const passwordHash = await hashPassword(request.body.password);
      const id = await insertAccount(app.db, request.body, passwordHash, lang);
      if (id !== null) {
        const account = { id, email: request.body.email, firstName: request.body.firstName } as AccountRow;
        // Past the mailbox's limit the account still exists; 'send it again' works once the hour is over.
        if (await confirmationMailAllowed(request.body.email))
          await sendConfirmation(app, publicWebUrl, account, lang);
      } else {
        // The address has an account: its owner hears of it (within the reset mails' hourly limit).
        const existing = await findAccountByEmail(app.db, request.body.email);
        if (existing && (await resetMailAllowed(request.body.email))) {
          const token = await createEmailToken(app.db, existing.id, 'reset', RESET_TOKEN_MINUTES);
          const link = tokenLink(publicWebUrl, RESET_PATH, token);
          app.sendMailLater(accountExistsMail(lang, existing.email, existing.firstName, link));
        }
      }
      return { data: null, message: infoMessage(lang, 'REGISTERED') };
    },
  );

  app.post(
    API_PATHS.confirmRegistration,
    {
      onRequest: byIp('reset'),
      schema: {
        tags,
        summary: 'Confirm the email address with the token from the confirmation mail',
        body: confirmRegistrationBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = await consumeEmailToken(app.db, request.body.token, 'confirm');
      if (userId === null) throw new AppError('INVALID_TOKEN');
      await markConfirmed(app.db, userId);
      return { data: null, message: infoMessage(requestLang(request), 'EMAIL_CONFIRMED') };
    },
  );

  app.post(
    API_PATHS.resendConfirmation,
    {
      onRequest: byIp('mail'),
      schema: {
        tags,
        summary: 'Send a new confirmation mail to an unconfirmed account (same answer for any email)',
        body: resendConfirmationBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const lang = requestLang(request);
      const allowed = await confirmationMailAllowed(request.body.email);
      const account = await findAccountByEmail(app.db, request.body.email);
      if (account && !account.confirmed && allowed) await sendConfirmation(app, publicWebUrl, account, lang);
      return { data: null, message: infoMessage(lang, 'CONFIRMATION_SENT') };
    },
  );

  app.post(
    API_PATHS.login,
    {
      onRequest: byIp('login'),
      schema: {
        tags,
        summary: 'Log in with email and password; answers a bearer token',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // After validation, so the account is the normalised (lowercased) email.
      const { email, password } = request.body;
      const attempt = await logins.attempt(request.ip, email, reply);
      const account = await findAccountByEmail(app.db, email);
      const valid = account
        ? await verifyPassword(account.passwordHash, password)
        : await verifyDummy(password);
      if (!account || !valid) throw new AppError('INVALID_CREDENTIALS');
      await attempt.succeeded();
      // Only after the password checked out, so this answer reveals nothing to a guesser.
      if (!account.confirmed) throw new AppError('EMAIL_NOT_CONFIRMED');
      if (account.suspendedUntil) throw await suspendedError(app.db, account.id, requestLang(request));
      const token = await app.auth.issueToken(account.id);
      return { data: { token, userId: account.id }, message: null };
    },
  );

  app.post(
    API_PATHS.logout,
    {
      // Outside /exhibitor/ (SPEC §7 fixes the path): the signed-in gate takes it by this flag.
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'End the session of the bearer token',
        security: [{ bearerAuth: [] }],
        response: { 200: messageResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await app.db
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('id', '=', user.sessionId)
        .execute();
      // The session's open chat connections close too, on every instance.
      await app.chatDelivery.sessionsRevoked(user.id);
      return { data: null, message: infoMessage(requestLang(request), 'LOGGED_OUT') };
    },
  );

  app.post(
    API_PATHS.forgetPassword,
    {
      onRequest: byIp('mail'),
      schema: {
        tags,
        summary: 'Mail a password-reset link (same answer whether or not the email is known)',
        body: forgetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const lang = requestLang(request);
      const allowed = await resetMailAllowed(request.body.email);
      const account = await findAccountByEmail(app.db, request.body.email);
      if (account && allowed) {
        const token = await createEmailToken(app.db, account.id, 'reset', RESET_TOKEN_MINUTES);
        const link = tokenLink(publicWebUrl, RESET_PATH, token);
        app.sendMailLater(resetMail(lang, account.email, account.firstName, link));
      }
      return { data: null, message: infoMessage(lang, 'RESET_SENT') };
    },
  );

  app.post(
    API_PATHS.resetPassword,
    {
      onRequest: byIp('reset'),
      schema: {
        tags,
        summary: 'Set a new password with the token from the reset mail; ends every session',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const passwordHash = await hashPassword(request.body.password);
      const userId = await consumeEmailToken(app.db, request.body.token, 'reset');
      if (userId === null || !(await findAccountById(app.db, userId))) throw new AppError('INVALID_TOKEN');
      await setPasswordHash(app.db, userId, passwordHash);
      // The mail reached its owner: that confirms the address as well.
      await markConfirmed(app.db, userId);
      await revokeSessions(app.db, userId);
      await app.chatDelivery.sessionsRevoked(userId);
      return { data: null, message: infoMessage(requestLang(request), 'PASSWORD_RESET') };
    },
  );

  done();
};

import { createHash } from 'node:crypto';
import { errorResponseSchema, loginResponseSchema, messageResponseSchema } from '@kraam/shared';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyDummy, verifyPassword } from '../../auth/passwords';
import { caller, json, loginToken } from '../../test/auth-helpers';
import { insertUser } from '../../test/fixtures';
import { startSmtpCapture } from '../../test/smtp-capture';
import type { SmtpCapture } from '../../test/smtp-capture';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';

// Spies that still call the real functions: the login must run argon2 whether or not the email exists.
vi.mock('../../auth/passwords', { spy: true });

const WEB = 'https://kraam.example';
const tokenFrom = (text: string, path: string): string => {
  const escaped = `${WEB}${path}`.replace(/[.?/]/g, (c) => `\\${c}`);
  const match = new RegExp(`${escaped}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in the mail`);
  return match[1];
};

describe('accounts', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let call: ReturnType<typeof caller>;
  let ipCounter = 0;
  /** A fresh client address per test, so the rate limits of one test do not touch another. */
  const nextIp = () => `10.0.0.${++ipCounter}`;
  const me = (token: string) => call('GET', '/exhibitor/v2/User/Get', undefined, { token, ip: nextIp() });

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ config: { smtpUrl: smtp.url, publicWebUrl: WEB } });
    call = caller(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('registers, mails a confirmation link over SMTP, confirms and logs in', async () => {
    const ip = nextIp();
    const email = 'Anna@Example.com';
    const password = 'zonnebloem-42';
    const registered = await call(
      'POST',
      '/v1/Register',
      { email, password, firstName: 'Anna', lastName: 'de Vries', phone: '+31 6 12345678' },
      { ip, lang: 'en', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } },
    );
    expect(registered.statusCode).toBe(200);
    expect(messageResponseSchema.parse(registered.json()).message).toMatch(/email/);

    const mail = await smtp.take('anna@example.com');
    expect(mail.decoded).toMatch(/Subject: Confirm your email address at Kraam/);
    expect(mail.decoded).toContain('Hello Anna');
    expect(mail.decoded).toContain('text/html');
    expect(mail.decoded).not.toContain('evil.example');
    const token = tokenFrom(mail.decoded, '/register/confirm');
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await t.db.selectFrom('email_tokens').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const early = await call('POST', '/v1/userLogin', { email, password }, { ip, lang: 'en' });
    expect(early.statusCode).toBe(403);
    expect(errorResponseSchema.parse(early.json()).code).toBe('EMAIL_NOT_CONFIRMED');
    expect(json(early).message).toMatch(/not confirmed/);

    const confirmed = await call('POST', '/v1/ConfirmRegistration', { token }, { ip });
    expect(confirmed.statusCode).toBe(200);
    const again = await call('POST', '/v1/ConfirmRegistration', { token }, { ip, lang: 'en' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN' });

    const login = await call('POST', '/v1/userLogin', { email: 'anna@example.com', password }, { ip });
    expect(login.statusCode).toBe(200);
    const { data } = loginResponseSchema.parse(login.json());
    const user = await me(data.token);
    expect(user.statusCode).toBe(200);
    expect(json(user).data).toMatchObject({
      id: data.userId,
      email: 'anna@example.com',
      firstName: 'Anna',
      lastName: 'de Vries',
      phone: '+31612345678',
      galleryId: null,
      lang: 'en',
    });
  });

  it('sends the confirmation mail in Dutch by default and can send a new one', async () => {
    const ip = nextIp();
    const body = {
      email: 'joost@example.nl',
      password: 'fietsbel-99',
      firstName: 'Joost',
      lastName: 'B',
      phone: '+32 470 123456',
    };
    expect((await call('POST', '/v1/Register', body, { ip })).statusCode).toBe(200);
    const first = await smtp.take('joost@example.nl');
    expect(first.decoded).toContain('Hallo Joost');
    expect(first.decoded).toContain('Bevestig je e-mailadres');

    const resend = await call('POST', '/v1/ResendConfirmation', { email: body.email }, { ip });
    const unknown = await call('POST', '/v1/ResendConfirmation', { email: 'nobody@example.nl' }, { ip });
    expect(resend.statusCode).toBe(200);
    expect(unknown.json()).toEqual(resend.json());
    const second = await smtp.take('joost@example.nl');
    expect(tokenFrom(second.decoded, '/register/confirm')).not.toBe(
      tokenFrom(first.decoded, '/register/confirm'),
    );
  });

  it('answers a taken email (any case) as any registration and tells only the owner, by mail', async () => {
    const ip = nextIp();
    await insertUser(t.db, { email: 'taken@example.com', password: 'whatever-123', firstName: 'Tineke' });
    const register = (email: string) =>
      call(
        'POST',
        '/v1/Register',
        { email, password: 'another-pass-1', firstName: 'A', lastName: 'B', phone: '+31612345678' },
        { ip, lang: 'en' },
      );
    const fresh = await register('new-owner@example.com');
    const duplicate = await register('TAKEN@example.com');
    // Nothing tells the caller which address has an account.
    expect(duplicate.statusCode).toBe(200);
    expect(duplicate.json()).toEqual(fresh.json());
    expect(
      await t.db.selectFrom('users').where('email', '=', 'taken@example.com').select('id').execute(),
    ).toHaveLength(1);

    // The owner learns of it and can set a new password from the mail.
    const mail = await smtp.take('taken@example.com');
    expect(mail.decoded).toMatch(/Subject: You already have a Kraam account/);
    expect(mail.decoded).toMatch(/Hello Tineke/);
    const token = tokenFrom(mail.decoded, '/resetpasswrod');
    const reset = await call(
      'POST',
      '/v1/ResetPassword',
      { token, password: 'a-brand-new-pass-9' },
      { ip: nextIp() },
    );
    expect(reset.statusCode).toBe(200);

    const invalid = await call(
      'POST',
      '/v1/Register',
      { email: 'not-an-email', password: 'password123', firstName: '', lastName: 'B', phone: '061234' },
      { ip },
    );
    expect(invalid.statusCode).toBe(400);
    const { errors } = errorResponseSchema.parse(invalid.json());
    expect(errors?.email).toEqual(['Vul een geldig e-mailadres in.']);
    expect(errors?.password?.[0]).toMatch(/te vaak gebruikt/);
    expect(errors?.phone?.[0]).toMatch(/geen geldig telefoonnummer/);
    expect(errors?.firstName).toBeDefined();
    const short = await call(
      'POST',
      '/v1/Register',
      { email: 'a@b.nl', password: 'kort', firstName: 'A', lastName: 'B', phone: '+31612345678' },
      { ip, lang: 'en' },
    );
    expect(json(short).errors?.password?.[0]).toMatch(/minimum 8/);
  });

  it('answers an unknown email exactly like a wrong password, in nl and en', async () => {
    await insertUser(t.db, { email: 'piet@example.com', password: 'correct-horse-1' });
    const attempt = (email: string, lang: 'nl' | 'en') =>
      call('POST', '/v1/userLogin', { email, password: 'wrong-password' }, { ip: nextIp(), lang });
    const wrongEn = await attempt('piet@example.com', 'en');
    const unknownEn = await attempt('nobody@example.com', 'en');
    expect(wrongEn.statusCode).toBe(401);
    expect(unknownEn.statusCode).toBe(401);
    expect(wrongEn.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'user name or password Error' });
    expect(unknownEn.json()).toEqual(wrongEn.json());
    const wrongNl = await attempt('piet@example.com', 'nl');
    const unknownNl = await attempt('nobody@example.com', 'nl');
    expect(wrongNl.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Gebruikersnaam of wachtwoord onjuist',
    });
    expect(unknownNl.json()).toEqual(wrongNl.json());
  });

  it('runs a full argon2 check for an unknown email too, so timing does not tell which emails exist', async () => {
    await insertUser(t.db, { email: 'timing@example.com', password: 'correct-horse-2' });
    vi.mocked(verifyPassword).mockClear();
    vi.mocked(verifyDummy).mockClear();
    const known = await call(
      'POST',
      '/v1/userLogin',
      { email: 'timing@example.com', password: 'nope-1234' },
      {
        ip: nextIp(),
      },
    );
    expect(known.statusCode).toBe(401);
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    expect(verifyDummy).not.toHaveBeenCalled();
    const unknown = await call(
      'POST',
      '/v1/userLogin',
      { email: 'ghost@example.com', password: 'nope-1234' },
      {
        ip: nextIp(),
      },
    );
    expect(unknown.body).toBe(known.body);
    expect(verifyDummy).toHaveBeenCalledTimes(1);
  });

  it('mails a reset link for a known email only, with the same answer for both', async () => {
    const ip = nextIp();
    await insertUser(t.db, { email: 'reset@example.com', password: 'old-password-1', firstName: 'Riet' });
    const oldToken = await loginToken(t.app, 'reset@example.com', 'old-password-1');
    const known = await call(
      'POST',
      '/v1/ForgetPassword',
      { email: 'reset@example.com' },
      { ip, lang: 'en', headers: { host: 'evil.example' } },
    );
    const unknown = await call(
      'POST',
      '/v1/ForgetPassword',
      { email: 'ghost@example.com' },
      { ip, lang: 'en' },
    );
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const mail = await smtp.take('reset@example.com');
    expect(mail.decoded).toMatch(/Subject: Set a new password for Kraam/);
    expect(mail.decoded).not.toContain('evil.example');
    const token = tokenFrom(mail.decoded, '/resetpasswrod');
    // Every mail both requests handed over has reached the server or failed: none of them was the ghost's.
    await t.app.mailsSettled();
    expect(smtp.mails.some((m) => m.to.includes('ghost@example.com'))).toBe(false);

    const weak = await call('POST', '/v1/ResetPassword', { token, password: '12345678' }, { ip });
    expect(weak.statusCode).toBe(400);
    const reset = await call('POST', '/v1/ResetPassword', { token, password: 'new-password-2' }, { ip });
    expect(reset.statusCode).toBe(200);

    // Single use, every earlier session revoked, the new password works and the old one not.
    const reused = await call(
      'POST',
      '/v1/ResetPassword',
      { token, password: 'newer-password-3' },
      { ip, lang: 'nl' },
    );
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      message: expect.stringMatching(/ongeldig/) as unknown,
    });
    expect((await me(oldToken)).statusCode).toBe(401);
    const failed = await call(
      'POST',
      '/v1/userLogin',
      { email: 'reset@example.com', password: 'old-password-1' },
      { ip },
    );
    expect(failed.statusCode).toBe(401);
    const newToken = await loginToken(t.app, 'reset@example.com', 'new-password-2');
    expect((await me(newToken)).statusCode).toBe(200);
  });

  it('refuses an expired reset token', async () => {
    const ip = nextIp();
    await insertUser(t.db, { email: 'late@example.com', password: 'old-password-1' });
    await call('POST', '/v1/ForgetPassword', { email: 'late@example.com' }, { ip });
    const token = tokenFrom((await smtp.take('late@example.com')).decoded, '/resetpasswrod');
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const row = await t.db
      .selectFrom('email_tokens')
      .select(['created_at', 'expires_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeLessThanOrEqual(30 * 60_000 + 5000);
    await t.db
      .updateTable('email_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', tokenHash)
      .execute();
    const response = await call(
      'POST',
      '/v1/ResetPassword',
      { token, password: 'new-password-2' },
      { ip, lang: 'en' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  describe('bearer tokens', () => {
    let token: string;
    let userId: number;
    const secret = () => new TextEncoder().encode(t.config.jwtSecret);
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

    beforeAll(async () => {
      userId = await insertUser(t.db, { email: 'jwt@example.com', password: 'jwt-password-1' });
      token = await loginToken(t.app, 'jwt@example.com', 'jwt-password-1');
    });

    it('accepts the issued token', async () => {
      expect((await me(token)).statusCode).toBe(200);
    });

    it('answers 401 in nl and en without a token or with a malformed one', async () => {
      const nl = await call('GET', '/exhibitor/v2/User/Get', undefined, { lang: 'nl' });
      expect(nl.statusCode).toBe(401);
      expect(nl.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Log in om verder te gaan.' });
      const en = await call('GET', '/exhibitor/v2/User/Get?lang=en', undefined, { token: 'not.a.jwt' });
      expect(en.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Please log in to continue.' });
    });

    it('refuses a tampered token', async () => {
      const [header, payload, signature] = token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      const tampered = `${header}.${b64({ ...claims, sub: String(userId + 1) })}.${signature}`;
      expect((await me(tampered)).statusCode).toBe(401);
      const flipped = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
      expect((await me(flipped)).statusCode).toBe(401);
    });

    it('refuses alg: none', async () => {
      const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as object;
      const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
      expect((await me(unsigned)).statusCode).toBe(401);
    });

    it('refuses an expired token and one signed with another secret', async () => {
      const session = await t.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      const sign = (key: Uint8Array, exp: number) =>
        new SignJWT({})
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer('kraam')
          .setSubject(String(userId))
          .setJti(session.id)
          .setIssuedAt(exp - 3600)
          .setExpirationTime(exp)
          .sign(key);
      const now = Math.floor(Date.now() / 1000);
      expect((await me(await sign(secret(), now + 600))).statusCode).toBe(200);
      expect((await me(await sign(secret(), now - 10))).statusCode).toBe(401);
      const other = new TextEncoder().encode('another-secret-0123456789abcdefghijkl');
      expect((await me(await sign(other, now + 600))).statusCode).toBe(401);
    });

    it('refuses the token after logout', async () => {
      const second = await loginToken(t.app, 'jwt@example.com', 'jwt-password-1');
      const logout = await call('POST', '/v1/Logout', undefined, { token: second, lang: 'en' });
      expect(logout.statusCode).toBe(200);
      expect(json(logout).message).toBe('You have been logged out.');
      expect((await me(second)).statusCode).toBe(401);
      expect((await me(token)).statusCode).toBe(200);
    });
  });
});

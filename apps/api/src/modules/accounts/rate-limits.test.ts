// Rate limits on login, register and reset: 429 in the error shape with Retry-After, counted per
// socket address unless TRUST_PROXY, so a made-up X-Forwarded-For does not reset the count.
import { errorResponseSchema } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, json } from '../../test/auth-helpers';
import { insertUser } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { ACCOUNT_LIMITS } from './account-routes';

const login = (email: string) => ({ email, password: 'wrong-password' });

describe('rate limits without a trusted proxy', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: false } });
    call = caller(t.app);
  });
  afterAll(() => t.close());

  it('limits login per address even when X-Forwarded-For changes', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < ACCOUNT_LIMITS.login.max; i++) {
      const response = await call('POST', '/v1/userLogin', login(`user${i}@example.com`), {
        ip,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      expect(response.statusCode).toBe(401);
    }
    const limited = await call('POST', '/v1/userLogin', login('late@example.com'), {
      ip,
      lang: 'en',
      headers: { 'x-forwarded-for': '198.51.100.99' },
    });
    expect(limited.statusCode).toBe(429);
    expect(errorResponseSchema.parse(limited.json())).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again shortly.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const nl = await call('POST', '/v1/userLogin', login('late@example.com'), { ip, lang: 'nl' });
    expect(json(nl).message).toBe('Te veel verzoeken. Probeer het straks opnieuw.');
    // Another client is not affected.
    expect(
      (await call('POST', '/v1/userLogin', login('late@example.com'), { ip: '192.0.2.11' })).statusCode,
    ).toBe(401);
  });

  it('limits failed logins per account across addresses', async () => {
    await insertUser(t.db, { email: 'target@example.com', password: 'right-password-1' });
    for (let i = 0; i < ACCOUNT_LIMITS.loginAccount.max; i++) {
      const response = await call('POST', '/v1/userLogin', login('Target@example.com'), {
        ip: `198.18.0.${i}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const limited = await call(
      'POST',
      '/v1/userLogin',
      { email: 'target@example.com', password: 'right-password-1' },
      { ip: '198.18.1.1' },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('counts only failed logins per account: successes never lock out and start the count over', async () => {
    const email = 'owner@example.com';
    const right = { email, password: 'right-password-1' };
    await insertUser(t.db, right);
    // More successful logins than the per-account limit, each from its own address.
    for (let i = 0; i <= ACCOUNT_LIMITS.loginAccount.max; i++)
      expect((await call('POST', '/v1/userLogin', right, { ip: `198.19.0.${i}` })).statusCode).toBe(200);
    // Failures just under the limit, a success, then again just under the limit: never 429.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < ACCOUNT_LIMITS.loginAccount.max - 1; i++)
        expect(
          (await call('POST', '/v1/userLogin', login(email), { ip: `198.19.${round + 1}.${i}` })).statusCode,
        ).toBe(401);
      expect((await call('POST', '/v1/userLogin', right, { ip: `198.19.${round + 1}.200` })).statusCode).toBe(
        200,
      );
    }
    // The limit itself still holds: one more failure than the successes reset.
    for (let i = 0; i < ACCOUNT_LIMITS.loginAccount.max; i++)
      expect((await call('POST', '/v1/userLogin', login(email), { ip: `198.19.5.${i}` })).statusCode).toBe(
        401,
      );
    const limited = await call('POST', '/v1/userLogin', right, { ip: '198.19.6.1', lang: 'nl' });
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Te veel verzoeken. Probeer het straks opnieuw.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits register and password-reset mails per address', async () => {
    const ip = '192.0.2.20';
    for (let i = 0; i < ACCOUNT_LIMITS.mail.max; i++)
      expect(
        (await call('POST', '/v1/ForgetPassword', { email: `a${i}@example.com` }, { ip })).statusCode,
      ).toBe(200);
    expect((await call('POST', '/v1/ForgetPassword', { email: 'b@example.com' }, { ip })).statusCode).toBe(
      429,
    );

    const invalid = { email: 'x', password: 'x', firstName: '', lastName: '', phone: '' };
    for (let i = 0; i < ACCOUNT_LIMITS.register.max; i++)
      expect((await call('POST', '/v1/Register', invalid, { ip })).statusCode).toBe(400);
    expect((await call('POST', '/v1/Register', invalid, { ip })).statusCode).toBe(429);
  });
});

describe('rate limits behind a trusted proxy', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: true } });
    call = caller(t.app);
  });
  afterAll(() => t.close());

  it('counts per forwarded client address', async () => {
    const proxy = '10.0.0.1';
    let n = 0;
    const as = (client: string) =>
      call('POST', '/v1/userLogin', login(`user${++n}@example.com`), {
        ip: proxy,
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i < ACCOUNT_LIMITS.login.max; i++) expect((await as('203.0.113.5')).statusCode).toBe(401);
    expect((await as('203.0.113.5')).statusCode).toBe(429);
    expect((await as('203.0.113.6')).statusCode).toBe(401);
  });
});

// Limits on Redis (issue 12): two instances share the counters of @fastify/rate-limit and of failed
// logins; an unreachable Redis never turns a call into a 500 (the limits count in memory or let it by).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { App } from '../app';
import { ACCOUNT_LIMITS } from '../modules/accounts/account-routes';
import { caller } from '../test/auth-helpers';
import { insertUser } from '../test/fixtures';
import { redisAnswers, redisRequired, uniqueRedisPrefix } from '../test/redis-test-support';
import { createTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const available = await redisAnswers();
const wrong = (email: string) => ({ email, password: 'wrong-password' });

async function untilReady(...apps: App[]): Promise<void> {
  for (const app of apps) while (app.redis?.status !== 'ready') await new Promise((r) => setTimeout(r, 20));
}

describe.skipIf(!available && !redisRequired)('limits across two instances on Redis', () => {
  let a: TestApp;
  let b: App;
  beforeEach(async () => {
    expect(available, 'Redis must answer on 127.0.0.1:6379').toBe(true);
    a = await createTestApp({
      config: { redisUrl: 'redis://127.0.0.1:6379', redisKeyPrefix: uniqueRedisPrefix() },
    });
    b = await buildApp(a.config, { database: a.database });
    await untilReady(a.app, b);
  });
  afterEach(async () => {
    await b.close();
    await a.close();
  });

  it('counts logins per address on both instances together', async () => {
    const ip = '192.0.2.20';
    for (let i = 0; i < ACCOUNT_LIMITS.login.max; i++) {
      const app = i % 2 === 0 ? a.app : b;
      expect(
        (await caller(app)('POST', '/v1/userLogin', wrong(`u${i}@example.com`), { ip })).statusCode,
      ).toBe(401);
    }
    for (const app of [a.app, b])
      expect((await caller(app)('POST', '/v1/userLogin', wrong('late@example.com'), { ip })).statusCode).toBe(
        429,
      );
  });

  it("counts an account's failed logins on both instances together", async () => {
    await insertUser(a.db, { email: 'target@example.com', password: 'Right-wachtwoord-1' });
    for (let i = 0; i < ACCOUNT_LIMITS.loginAccount.max; i++) {
      const app = i % 2 === 0 ? a.app : b;
      const response = await caller(app)('POST', '/v1/userLogin', wrong('target@example.com'), {
        ip: `192.0.2.${100 + i}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const locked = await caller(b)(
      'POST',
      '/v1/userLogin',
      { email: 'target@example.com', password: 'Right-wachtwoord-1' },
      { ip: '192.0.2.200' },
    );
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('limits while Redis cannot be reached', () => {
  let t: TestApp;
  beforeEach(async () => {
    // Nothing listens on port 1: every Redis command fails at once.
    t = await createTestApp({
      config: { redisUrl: 'redis://127.0.0.1:1', redisKeyPrefix: uniqueRedisPrefix() },
    });
  });
  afterEach(() => t.close());

  it('never answers 500: rate limits let calls by, failed logins count in memory', async () => {
    await insertUser(t.db, { email: 'target@example.com', password: 'Right-wachtwoord-1' });
    const call = caller(t.app);
    for (let i = 0; i < ACCOUNT_LIMITS.loginAccount.max; i++)
      expect(
        (await call('POST', '/v1/userLogin', wrong('target@example.com'), { ip: `192.0.2.${i}` })).statusCode,
      ).toBe(401);
    expect(
      (await call('POST', '/v1/userLogin', wrong('target@example.com'), { ip: '192.0.2.99' })).statusCode,
    ).toBe(429);
    const beacon = await call(
      'POST',
      '/public/v2/Advertisement/View',
      { advertisementId: 1 },
      {
        headers: { 'user-agent': 'Mozilla/5.0 Firefox/140.0' },
      },
    );
    expect(beacon.statusCode).toBe(200);
    expect((await call('POST', '/admin/v1/login', wrong('target@example.com'))).statusCode).toBe(401);
  });
});

// Limits on Redis: two instances share the counters of @fastify/rate-limit and of failed
// logins; an unreachable Redis never turns a call into a 500 (the limits count in memory or let it by).
// Either way a stranger's failures never lock the owner out (docs/decisions/0011-login-failure-limits.md).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { App } from '../app';
import { USER_LOGIN_LIMITS } from '../modules/accounts/account-routes';
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
    for (let i = 0; i < USER_LOGIN_LIMITS.address.max; i++) {
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

  it("counts an address's failures for an account on both instances, and never locks the owner out", async () => {
    await insertUser(a.db, { email: 'target@example.com', password: 'Right-wachtwoord-1' });
    const stranger = '192.0.2.100';
    const { max } = USER_LOGIN_LIMITS.addressAndAccount;
    for (let i = 0; i < max; i++) {
      const app = i % 2 === 0 ? a.app : b;
      const email = i % 2 === 0 ? 'target@example.com' : 'TARGET@Example.com';
      expect((await caller(app)('POST', '/v1/userLogin', wrong(email), { ip: stranger })).statusCode).toBe(
        401,
      );
    }
    for (const app of [a.app, b]) {
      const limited = await caller(app)('POST', '/v1/userLogin', wrong('Target@example.com'), {
        ip: stranger,
      });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    const owner = await caller(b)(
      'POST',
      '/v1/userLogin',
      { email: 'Target@Example.com', password: 'Right-wachtwoord-1' },
      { ip: '192.0.2.200' },
    );
    expect(owner.statusCode).toBe(200);
  });

  it('shares whether an account is under attack between the instances', async () => {
    await insertUser(a.db, { email: 'attacked@example.com', password: 'Right-wachtwoord-1' });
    const { max, underAttackMax } = USER_LOGIN_LIMITS.account;
    for (let i = 0; i < max; i++) {
      const app = i % 2 === 0 ? a.app : b;
      const response = await caller(app)('POST', '/v1/userLogin', wrong('attacked@example.com'), {
        ip: `198.51.100.${i}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const repeat = '198.51.100.0';
    for (let i = 1; i < underAttackMax; i++)
      expect(
        (await caller(b)('POST', '/v1/userLogin', wrong('attacked@example.com'), { ip: repeat })).statusCode,
      ).toBe(401);
    expect(
      (await caller(a.app)('POST', '/v1/userLogin', wrong('attacked@example.com'), { ip: repeat }))
        .statusCode,
    ).toBe(429);
    const owner = { email: 'attacked@example.com', password: 'Right-wachtwoord-1' };
    expect((await caller(b)('POST', '/v1/userLogin', owner, { ip: '198.51.100.250' })).statusCode).toBe(200);
  });

  it("takes the owner's own typos back on both instances when the right password follows", async () => {
    const owner = { email: 'typist@example.com', password: 'Right-wachtwoord-1' };
    await insertUser(a.db, owner);
    const home = '203.0.113.40';
    // More rounds of typos than the account's limit, each ended by a login on the other instance.
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < USER_LOGIN_LIMITS.addressAndAccount.max - 1; i++)
        expect(
          (await caller(a.app)('POST', '/v1/userLogin', wrong(owner.email), { ip: home })).statusCode,
        ).toBe(401);
      expect((await caller(b)('POST', '/v1/userLogin', owner, { ip: home })).statusCode).toBe(200);
    }
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
    const stranger = '192.0.2.1';
    for (let i = 0; i < USER_LOGIN_LIMITS.addressAndAccount.max; i++)
      expect(
        (await call('POST', '/v1/userLogin', wrong('target@example.com'), { ip: stranger })).statusCode,
      ).toBe(401);
    expect(
      (await call('POST', '/v1/userLogin', wrong('target@example.com'), { ip: stranger })).statusCode,
    ).toBe(429);
    const owner = { email: 'TARGET@example.com', password: 'Right-wachtwoord-1' };
    expect((await call('POST', '/v1/userLogin', owner, { ip: '192.0.2.99' })).statusCode).toBe(200);
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

// The admin API: the matrix (anonymous 401, a user token 403, an admin token 200) on every route, the
// login (no enumeration, its own limit), logout, the audit log, and admin and user sessions kept apart.
import {
  adminLoginResponseSchema,
  auditResponseSchema,
  errorResponseSchema,
  jobQueuesResponseSchema,
} from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAdmin } from '../../auth/admin-accounts';
import { caller, json, loginToken } from '../../test/auth-helpers';
import { insertUser } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { ADMIN_LOGIN_LIMITS } from './admin-login-routes';

const ADMIN = { email: 'root@example.com', password: 'Admin-wachtwoord-1' };
const USER = { email: 'user@example.com', password: 'User-wachtwoord-1' };

type Route = { method: 'GET' | 'POST'; url: string; body?: unknown };
const ROUTES: Route[] = [
  { method: 'GET', url: '/admin/v1/cache/stats' },
  { method: 'GET', url: '/admin/v1/cache/keys?group=categoryTree&limit=10' },
  { method: 'POST', url: '/admin/v1/cache/warm', body: { group: 'categoryTree' } },
  { method: 'POST', url: '/admin/v1/cache/clear', body: { group: 'categoryTree' } },
  { method: 'GET', url: '/admin/v1/audit' },
  { method: 'GET', url: '/admin/v1/jobs' },
  // Last: it ends the session it is called with.
  { method: 'POST', url: '/admin/v1/logout' },
];

describe('the admin API', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let userToken: string;
  let ip = 0;
  // Every login from its own address, so the per-address limit is only met where a test wants it.
  const nextIp = () => `198.51.100.${(ip += 1)}`;
  const adminLogin = (body: unknown, lang: 'nl' | 'en' = 'en', address = nextIp()) =>
    call('POST', '/admin/v1/login', body, { ip: address, lang });
  const adminToken = async (): Promise<string> => {
    const response = await adminLogin(ADMIN);
    expect(response.statusCode, response.body).toBe(200);
    return adminLoginResponseSchema.parse(response.json()).data.token;
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    await upsertAdmin(t.db, ADMIN.email, ADMIN.password);
    await insertUser(t.db, USER);
    userToken = await loginToken(t.app, USER.email, USER.password);
  });
  afterAll(() => t.close());

  it.each(ROUTES)('$method $url: no token 401, a user token 403, an admin token 200', async (route) => {
    const anonymous = await call(route.method, route.url, route.body);
    expect(anonymous.statusCode).toBe(401);
    expect(errorResponseSchema.parse(anonymous.json()).code).toBe('UNAUTHORIZED');
    const garbage = await call(route.method, route.url, route.body, { token: 'not.a.token' });
    expect(garbage.statusCode).toBe(401);
    const user = await call(route.method, route.url, route.body, { token: userToken });
    expect(user.statusCode).toBe(403);
    expect(errorResponseSchema.parse(user.json()).code).toBe('FORBIDDEN');
    const admin = await call(route.method, route.url, route.body, { token: await adminToken() });
    expect(admin.statusCode, admin.body).toBe(200);
  });

  it('authenticates before validating: a bad body without a token is 401, with an admin token 400', async () => {
    const bad = { group: 'nope' };
    expect((await call('POST', '/admin/v1/cache/warm', bad)).statusCode).toBe(401);
    expect((await call('POST', '/admin/v1/cache/warm', bad, { token: userToken })).statusCode).toBe(403);
    const token = await adminToken();
    expect((await call('POST', '/admin/v1/cache/warm', bad, { token })).statusCode).toBe(400);
  });

  it('says the job queue is not running on an instance started with JOBS=off', async () => {
    const response = await call('GET', '/admin/v1/jobs', undefined, { token: await adminToken() });
    expect(jobQueuesResponseSchema.parse(response.json()).data).toEqual({ running: false, queues: [] });
  });

  it('keeps sessions apart: an admin token opens no /exhibitor route', async () => {
    const token = await adminToken();
    expect((await call('GET', '/exhibitor/v2/User/Get', undefined, { token })).statusCode).toBe(401);
    expect((await call('GET', '/exhibitor/v2/User/Get', undefined, { token: userToken })).statusCode).toBe(
      200,
    );
  });

  it('refuses a wrong password and an unknown email alike, in both languages', async () => {
    const wrong = await adminLogin({ email: ADMIN.email, password: 'wrong-password' }, 'nl');
    expect(wrong.statusCode).toBe(401);
    expect(json(wrong)).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Gebruikersnaam of wachtwoord onjuist',
    });
    const unknown = await adminLogin({ email: 'nobody@example.com', password: 'whatever-1' }, 'en');
    expect(unknown.statusCode).toBe(401);
    expect(json(unknown)).toEqual({ code: 'INVALID_CREDENTIALS', message: 'user name or password Error' });
    // A non-admin with a wrong password learns nothing about the account's role.
    const guessed = await adminLogin({ email: USER.email, password: 'wrong-password' }, 'en');
    expect(json(guessed)).toEqual(json(unknown));
  });

  it.each([
    ['nl', 'Dit account heeft geen beheerrechten.'],
    ['en', 'This account has no admin rights.'],
  ] as const)(
    'tells a non-admin with the right password that the account has no admin rights (%s)',
    async (lang, message) => {
      const nonAdmin = await adminLogin(USER, lang);
      expect(nonAdmin.statusCode).toBe(403);
      expect(json(nonAdmin)).toEqual({ code: 'FORBIDDEN', message });
    },
  );

  it.each([
    ['ad', 'nl', 'Er staat geen advertentie met dit ID online. Er is niets aan de cache toegevoegd.'],
    ['ad', 'en', 'There is no ad online with this ID. Nothing was added to the cache.'],
    ['booth', 'en', 'There is no booth with this ID. Nothing was added to the cache.'],
  ] as const)("answers 404 to 'Add to Cache' for a missing %s (%s)", async (group, lang, message) => {
    const token = await adminToken();
    const missing = await call('POST', '/admin/v1/cache/warm', { group, id: 987654 }, { token, lang });
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ code: 'NOT_FOUND', message });
  });

  it('answers an admin session token that a later demotion ends', async () => {
    const email = 'temp-admin@example.com';
    await upsertAdmin(t.db, email, ADMIN.password);
    const response = await adminLogin({ email, password: ADMIN.password });
    const token = adminLoginResponseSchema.parse(response.json()).data.token;
    expect((await call('GET', '/admin/v1/audit', undefined, { token })).statusCode).toBe(200);
    await t.db.updateTable('users').set({ role: 'user' }).where('email', '=', email).execute();
    expect((await call('GET', '/admin/v1/audit', undefined, { token })).statusCode).toBe(401);
  });

  it('limits failed logins per address, and per address and account without locking the admin out', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < ADMIN_LOGIN_LIMITS.failures.address.max; i++)
      expect(
        (await adminLogin({ email: `x${i}@example.com`, password: 'wrong' }, 'en', address)).statusCode,
      ).toBe(401);
    const limited = await adminLogin(ADMIN, 'en', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(json(limited).code).toBe('RATE_LIMITED');

    const target = { email: 'locked@example.com', password: ADMIN.password };
    await upsertAdmin(t.db, target.email, target.password);
    const stranger = '203.0.113.78';
    for (let i = 0; i < ADMIN_LOGIN_LIMITS.failures.addressAndAccount.max; i++)
      expect(
        (await adminLogin({ email: 'LOCKED@example.com', password: 'wrong' }, 'en', stranger)).statusCode,
      ).toBe(401);
    expect((await adminLogin(target, 'en', stranger)).statusCode).toBe(429);
    // The admin, from an address of their own, still gets in.
    expect((await adminLogin(target)).statusCode).toBe(200);
  });

  it('writes every action to the audit log and lists the newest first; logout ends the session', async () => {
    await t.db.deleteFrom('admin_audit_log').execute();
    const token = await adminToken();
    const as = { token };
    expect((await call('POST', '/admin/v1/cache/warm', { group: 'staticData' }, as)).statusCode).toBe(200);
    expect((await call('POST', '/admin/v1/cache/clear', {}, as)).statusCode).toBe(200);
    expect((await call('POST', '/admin/v1/cache/clear', { key: 'ad:nl:1' }, as)).statusCode).toBe(200);
    expect((await call('POST', '/admin/v1/logout', undefined, as)).statusCode).toBe(200);
    expect((await call('GET', '/admin/v1/audit', undefined, as)).statusCode).toBe(401);

    const audit = await call('GET', '/admin/v1/audit', undefined, { token: await adminToken() });
    const entries = auditResponseSchema.parse(audit.json()).data;
    expect(entries.map((entry) => entry.action)).toEqual([
      'login',
      'logout',
      'cacheClear',
      'cacheClear',
      'cacheWarm',
      'login',
    ]);
    expect(entries.every((entry) => entry.adminEmail === ADMIN.email)).toBe(true);
    expect(entries[2]?.detail).toMatchObject({ key: 'ad:nl:1', group: null });
    expect(entries[4]?.detail).toMatchObject({ group: 'staticData', id: null });
    expect(Date.now() - Date.parse(entries[0]?.at ?? '')).toBeLessThan(60_000);
  });

  it('lists at most the newest 50 entries', async () => {
    const [admin] = await t.db.selectFrom('users').select('id').where('email', '=', ADMIN.email).execute();
    await t.db
      .insertInto('admin_audit_log')
      .values(
        Array.from({ length: 60 }, () => ({
          admin_user_id: admin?.id ?? null,
          admin_email: ADMIN.email,
          action: 'cacheWarm' as const,
          detail: '{}',
        })),
      )
      .execute();
    const audit = await call('GET', '/admin/v1/audit', undefined, { token: await adminToken() });
    expect(auditResponseSchema.parse(audit.json()).data).toHaveLength(50);
  });
});

// Admin logins arrive through the web server (apps/web forwards the visitor's X-Forwarded-For). With the
// web server's address in TRUST_PROXY the login limits count each visitor, so one visitor's failures
// neither limit the others nor lock an admin out; X-Forwarded-For from anywhere else is ignored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAdmin } from '../../auth/admin-accounts';
import { caller } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { ADMIN_LOGIN_LIMITS } from './admin-login-routes';

const WEB_SERVER = '127.0.0.1';
const ADMIN = { email: 'beheer@example.com', password: 'Admin-wachtwoord-1' };

describe('admin logins behind the listed web server (TRUST_PROXY=127.0.0.1)', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: WEB_SERVER } });
    call = caller(t.app);
    await upsertAdmin(t.db, ADMIN.email, ADMIN.password);
  });
  afterAll(() => t.close());

  const adminLogin = (socket: string, forwardedFor: string, body: { email: string; password: string }) =>
    call('POST', '/admin/v1/login', body, { ip: socket, headers: { 'x-forwarded-for': forwardedFor } });
  const wrong = (n: number) => ({ email: `admin${n}@example.com`, password: 'wrong-password' });

  it('counts the visitor the web server names, not the web server', async () => {
    const { max } = ADMIN_LOGIN_LIMITS.failures.address;
    for (let i = 0; i < max; i++)
      expect((await adminLogin(WEB_SERVER, '203.0.113.7', wrong(i))).statusCode).toBe(401);
    expect((await adminLogin(WEB_SERVER, '203.0.113.7', wrong(100))).statusCode).toBe(429);
    // Another visitor through the same web server is not affected.
    expect((await adminLogin(WEB_SERVER, '203.0.113.8', wrong(101))).statusCode).toBe(401);
  });

  it("a stranger's failures on an admin's email never lock the admin out", async () => {
    const stranger = '203.0.113.20';
    const guess = { email: ADMIN.email.toUpperCase(), password: 'wrong-password' };
    for (let i = 0; i < 10; i++) await adminLogin(WEB_SERVER, stranger, guess);
    expect((await adminLogin(WEB_SERVER, stranger, ADMIN)).statusCode).toBe(429);
    expect((await adminLogin(WEB_SERVER, '203.0.113.21', ADMIN)).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from any other address', async () => {
    const { max } = ADMIN_LOGIN_LIMITS.failures.address;
    for (let i = 0; i < max; i++)
      expect((await adminLogin('198.51.100.9', `192.0.2.${i}`, wrong(200 + i))).statusCode).toBe(401);
    expect((await adminLogin('198.51.100.9', '192.0.2.99', wrong(300))).statusCode).toBe(429);
  });
});

// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { ADMIN_SESSION_COOKIE, API_PATHS } from '@kraam/shared';
import { config } from '@/config';
import { json } from '@/test/fake-api';
import { adminProxy } from './admin-proxy';
import { handleAdminLogin } from './login-handler';
import { handleAdminLogout } from './logout-handler';

const SITE = new URL(config.publicWebUrl).origin;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function post(path: string, headers: Record<string, string>, body?: unknown): NextRequest {
  return new NextRequest(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const signedIn = { cookie: `${ADMIN_SESSION_COOKIE}=admin-token; lang=en` };
const handlers = {
  login: (request: NextRequest) => handleAdminLogin(request),
  logout: (request: NextRequest) => handleAdminLogout(request),
  warm: adminProxy(API_PATHS.adminCacheWarm, 'POST'),
  clear: adminProxy(API_PATHS.adminCacheClear, 'POST'),
};

describe('cross-site refusal of the state-changing admin routes', () => {
  it.each(Object.entries(handlers))(
    '%s: a forged Origin gets 403 and never reaches the API',
    async (_name, handle) => {
      const response = await handle(
        post(
          '/api/admin/x',
          { ...signedIn, origin: 'https://evil.example' },
          { email: 'a@b.nl', password: 'x' },
        ),
      );
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        message: 'This request came from another site and was refused.',
        code: 'FORBIDDEN',
      });
      expect(fetchMock).not.toHaveBeenCalled();
      expect(response.headers.get('set-cookie')).toBeNull();
    },
  );

  it.each(Object.entries(handlers))(
    '%s: no Origin, or Sec-Fetch-Site cross-site, gets 403',
    async (_name, handle) => {
      expect((await handle(post('/api/admin/x', signedIn, {}))).status).toBe(403);
      const crossSite = post(
        '/api/admin/x',
        { ...signedIn, origin: SITE, 'sec-fetch-site': 'cross-site' },
        {},
      );
      expect((await handle(crossSite)).status).toBe(403);
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );
});

describe('POST /api/admin/login', () => {
  it('keeps the token in an httpOnly, SameSite=Strict cookie and never in the body', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { token: 'admin-token' }, message: null }));
    const response = await handleAdminLogin(
      post(
        '/api/admin/login',
        { origin: SITE, 'sec-fetch-site': 'same-origin' },
        { email: 'a@b.nl', password: 'pw' },
      ),
    );
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${ADMIN_SESSION_COOKIE}=admin-token;`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=strict/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=28800/);
    expect(cookie).not.toMatch(/Secure/i);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${config.internalApiUrl}${API_PATHS.adminLogin}?lang=nl`);
    expect(init?.body).toBe(JSON.stringify({ email: 'a@b.nl', password: 'pw' }));
  });

  it('accepts the local site opened on another loopback name (127.0.0.1 for localhost)', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { token: 'admin-token' }, message: null }));
    const twin = SITE.replace('//localhost', '//127.0.0.1');
    expect(twin).not.toBe(SITE);
    const response = await handleAdminLogin(
      post(
        '/api/admin/login',
        { origin: twin, 'sec-fetch-site': 'same-origin' },
        { email: 'a@b.nl', password: 'pw' },
      ),
    );
    expect(response.status).toBe(204);
  });

  it('marks the cookie Secure when the site is reached over https', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { token: 't' }, message: null }));
    const request = post(
      '/api/admin/login',
      { origin: SITE, 'x-forwarded-proto': 'https' },
      { email: 'a@b.nl', password: 'pw' },
    );
    expect((await handleAdminLogin(request)).headers.get('set-cookie')).toMatch(/Secure/i);
  });

  it("forwards the visitor's X-Forwarded-For, so the API's per-address login limits count the visitor", async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(json(401, { message: 'Onjuist', code: 'INVALID_CREDENTIALS' })),
    );
    const credentials = { email: 'a@b.nl', password: 'fout' };
    await handleAdminLogin(
      post('/api/admin/login', { origin: SITE, 'x-forwarded-for': '203.0.113.9' }, credentials),
    );
    await handleAdminLogin(post('/api/admin/login', { origin: SITE }, credentials));
    const [first, second] = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(first?.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(second?.has('x-forwarded-for')).toBe(false);
  });

  it("passes the API's refusal through and sets no cookie", async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Onjuist', code: 'INVALID_CREDENTIALS' }));
    const response = await handleAdminLogin(
      post('/api/admin/login', { origin: SITE }, { email: 'a@b.nl', password: 'fout' }),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Onjuist', code: 'INVALID_CREDENTIALS' });
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('POST /api/admin/logout', () => {
  it('ends the session at the API with the cookie token and clears the cookie', async () => {
    fetchMock.mockResolvedValue(json(200, { data: null, message: null }));
    const response = await handleAdminLogout(post('/api/admin/logout', { ...signedIn, origin: SITE }));
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(
      new RegExp(`^${ADMIN_SESSION_COOKIE}=;.*Max-Age=0`, 'i'),
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toContain(API_PATHS.adminLogout);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer admin-token');
  });

  it('still answers 204 and clears the cookie when the API cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const response = await handleAdminLogout(post('/api/admin/logout', { ...signedIn, origin: SITE }));
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0/);
  });
});

describe('forwarded admin calls', () => {
  it('forwards a GET with the query, the language and the cookie token', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [], message: null, nextCursor: null }));
    const stats = adminProxy(API_PATHS.adminCacheKeys, 'GET');
    const response = await stats(
      new NextRequest(`${SITE}/api/admin/cache/keys?group=ad&prefix=x`, { headers: signedIn }),
    );
    expect(response.status).toBe(200);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${config.internalApiUrl}${API_PATHS.adminCacheKeys}?group=ad&prefix=x&lang=en`);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer admin-token');
  });

  it('answers 401 without a session cookie, and drops the cookie when the API ends the session', async () => {
    const stats = adminProxy(API_PATHS.adminCacheStats, 'GET');
    expect((await stats(new NextRequest(`${SITE}/api/admin/cache/stats`))).status).toBe(401);
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(json(401, { message: 'Log opnieuw in', code: 'UNAUTHORIZED' }));
    const ended = await stats(new NextRequest(`${SITE}/api/admin/cache/stats`, { headers: signedIn }));
    expect(ended.status).toBe(401);
    expect(ended.headers.get('set-cookie')).toMatch(/Max-Age=0/);
  });

  it('keeps the cookie when the API refuses the role (a moderator at the cache): the session is still good', async () => {
    fetchMock.mockResolvedValue(json(403, { message: 'Alleen voor beheerders', code: 'FORBIDDEN' }));
    const stats = adminProxy(API_PATHS.adminCacheStats, 'GET');
    const refused = await stats(new NextRequest(`${SITE}/api/admin/cache/stats`, { headers: signedIn }));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Alleen voor beheerders', code: 'FORBIDDEN' });
    expect(refused.headers.get('set-cookie')).toBeNull();
  });

  it('sends an empty same-site POST as {} (clear everything)', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { removed: 3 }, message: null }));
    const clear = adminProxy(API_PATHS.adminCacheClear, 'POST');
    const response = await clear(post('/api/admin/cache/clear', { ...signedIn, origin: SITE }));
    expect(await response.json()).toEqual({ data: { removed: 3 }, message: null });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{}');
  });
});

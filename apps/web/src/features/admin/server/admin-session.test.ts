import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION_COOKIE, API_PATHS, CACHE_GROUPS } from '@kraam/shared';
import { config } from '@/config';
import { fakeApi, json } from '@/test/fake-api';
import { requireAdminSession, requireStaffSession } from './admin-session';

// Next's request scope, as a page render has it: the cookie jar, the language, and redirect's throw.
let token: string | null = 'staff-token';
vi.mock('next/headers', () => ({
  cookies: () =>
    Promise.resolve({
      get: (name: string) => (name === ADMIN_SESSION_COOKIE && token ? { value: token } : undefined),
    }),
}));
vi.mock('next-intl/server', () => ({ getLocale: () => Promise.resolve('nl') }));
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Error(`redirect ${url}`);
  },
}));

const figures = { entries: 0, memoryBytes: 0, hits: 0, misses: 0, hitRatio: 0 };
const stats = {
  backend: 'memory',
  available: true,
  ...figures,
  groups: Object.fromEntries(CACHE_GROUPS.map((group) => [group, figures])),
  history: [],
};
const me = (role: 'admin' | 'moderator') =>
  json(200, { data: { id: 3, email: 'staff@kraam.example', role }, message: null });

function serve(meAnswer: Response) {
  const api = fakeApi({
    [API_PATHS.adminMe]: meAnswer,
    [API_PATHS.adminCacheStats]: json(200, { data: stats, message: null }),
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

const asked = (api: ReturnType<typeof fakeApi>) => api.calls.map((call) => call.url.pathname);

beforeEach(() => {
  token = 'staff-token';
});
afterEach(() => vi.unstubAllGlobals());

describe('the panel pages ask the API who the session is', () => {
  it('let a moderator into the panel with their role', async () => {
    const api = serve(me('moderator'));
    expect(await requireStaffSession()).toEqual({ id: 3, email: 'staff@kraam.example', role: 'moderator' });
    expect(api.calls[0]?.url.href).toBe(`${config.internalApiUrl}${API_PATHS.adminMe}?lang=nl`);
  });

  it('send a moderator who opens a cache page to the moderation queue, without asking for the figures', async () => {
    const api = serve(me('moderator'));
    await expect(requireAdminSession()).rejects.toThrow('redirect /admin/moderation');
    expect(asked(api)).toEqual([API_PATHS.adminMe]);
  });

  it('give an admin the cache pages', async () => {
    const api = serve(me('admin'));
    expect(await requireAdminSession()).toMatchObject({ backend: 'memory' });
    expect(asked(api)).toEqual([API_PATHS.adminMe, API_PATHS.adminCacheStats]);
  });

  it('send the visitor to /admin/login without a cookie, or when the API ends the session', async () => {
    token = null;
    const none = serve(me('admin'));
    await expect(requireStaffSession()).rejects.toThrow('redirect /admin/login');
    expect(none.fetchMock).not.toHaveBeenCalled();

    token = 'expired';
    serve(json(401, { message: 'Log opnieuw in.', code: 'UNAUTHORIZED' }));
    await expect(requireAdminSession()).rejects.toThrow('redirect /admin/login');
  });
});

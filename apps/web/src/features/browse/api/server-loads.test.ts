import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@kraam/shared';
import { fakeApi, json } from '@/test/fake-api';
import { loadHome } from './load-home';
import { loadSearch } from './load-search';

vi.mock('next-intl/server', () => ({ getLocale: () => Promise.resolve('nl') }));
vi.mock('next/headers', () => ({
  headers: () => Promise.resolve(new Headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.2' })),
}));

const emptyPage = () => json(200, { data: [], message: null, nextCursor: null });

describe('server-side list loads', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi({ [API_PATHS.homeFeed]: emptyPage, [API_PATHS.adSearch]: emptyPage });
    vi.stubGlobal('fetch', api.fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("forward the visitor's X-Forwarded-For, so the API's search limit counts the visitor", async () => {
    await loadHome('newest');
    await loadSearch({ search: 'fiets' });
    expect(api.calls.map((call) => call.url.pathname).sort()).toEqual(
      [API_PATHS.homeFeed, API_PATHS.homeFeed, API_PATHS.adSearch].sort(),
    );
    for (const call of api.calls)
      expect(new Headers(call.init?.headers).get('x-forwarded-for')).toBe('203.0.113.9, 10.0.0.2');
  });
});

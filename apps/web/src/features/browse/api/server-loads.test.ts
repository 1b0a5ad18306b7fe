import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, HOME_FEED_FIRST_LIMIT, HOME_PROMOTED_LIMIT, SEARCH_FIRST_LIMIT } from '@kraam/shared';
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

  it('ask for the first cards only: the home feed, the promoted strip and the search page', async () => {
    await loadHome('newest');
    await loadSearch({ search: 'fiets' });
    const limits = Object.fromEntries(
      api.calls.map((call) => [
        `${call.url.pathname}${call.url.searchParams.get('promoted') ? ' promoted' : ''}`,
        Number(call.url.searchParams.get('limit')),
      ]),
    );
    expect(limits).toEqual({
      [API_PATHS.homeFeed]: HOME_FEED_FIRST_LIMIT,
      [`${API_PATHS.homeFeed} promoted`]: HOME_PROMOTED_LIMIT,
      [API_PATHS.adSearch]: SEARCH_FIRST_LIMIT,
    });
    expect(
      api.calls.find((call) => call.url.pathname === API_PATHS.adSearch)?.url.searchParams.get('search'),
    ).toBe('fiets');
  });
});

import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@kraam/shared';
import { createTestQueryClient } from '@/test/render';
import { apiKey } from '@/lib/query/query-keys';
import { invalidateAdReads, ownAdsKey } from './ad-reads';

describe('invalidateAdReads', () => {
  it('marks every list and page that shows ads stale, in every language and for every tab, and nothing else', async () => {
    const client = createTestQueryClient();
    const shown = [
      ownAdsKey('nl', 7, 'published'),
      ownAdsKey('en', 7, 'expired'),
      apiKey(API_PATHS.ownAd, { lang: 'nl', viewer: 7, params: { id: 3 } }),
      apiKey(API_PATHS.adDetail, { lang: 'nl', params: { id: 3 } }),
      apiKey(API_PATHS.homeFeed, { lang: 'en', params: { sort: 'newest' } }),
      apiKey(API_PATHS.adSearch, { lang: 'nl', params: { boothId: 1, sort: 'newest' } }),
      apiKey(API_PATHS.wishList, { lang: 'nl', viewer: 7 }),
      apiKey(API_PATHS.lastVisits, { lang: 'nl', viewer: 7 }),
    ];
    const untouched = [
      apiKey(API_PATHS.categoryTree, { lang: 'nl' }),
      apiKey(API_PATHS.countries, { lang: 'nl' }),
    ];
    for (const key of [...shown, ...untouched]) client.setQueryData(key, { data: [] });
    await invalidateAdReads(client);
    for (const key of shown) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    for (const key of untouched) expect(client.getQueryState(key)?.isInvalidated).toBe(false);
  });
});

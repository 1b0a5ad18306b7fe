import type { QueryClient } from '@tanstack/react-query';
import { API_PATHS, type Lang, type OwnAdTab } from '@kraam/shared';
import { apiKey } from '@/lib/query/query-keys';

export const ownAdsKey = (lang: Lang, viewer: number | null, tab: OwnAdTab) =>
  apiKey(API_PATHS.ownAds, { lang, viewer, params: { tab } });

export const ownAdKey = (lang: Lang, viewer: number | null, id: number) =>
  apiKey(API_PATHS.ownAd, { lang, viewer, params: { id } });

/**
 * Every read that shows ads or counts them: publishing, editing, deleting, renewing or promoting an ad
 * changes what each of them says (My ads, the ad page, home, search, booth pages, favourites, recently viewed).
 */
export const AD_READ_PATHS: readonly string[] = [
  API_PATHS.ownAds,
  API_PATHS.ownAd,
  API_PATHS.adDetail,
  API_PATHS.homeFeed,
  API_PATHS.adSearch,
  API_PATHS.publicBoothGet,
  API_PATHS.wishList,
  API_PATHS.lastVisits,
];

/** Marks every ad read stale; those on screen load again, the rest when next shown. Resolves when the shown ones are back. */
export const invalidateAdReads = (queryClient: QueryClient) =>
  Promise.all(AD_READ_PATHS.map((path) => queryClient.invalidateQueries({ queryKey: [path] })));

import {
  API_PATHS,
  type AdDetail,
  type AdSummary,
  type HomeSort,
  type Lang,
  type ListPage,
  type PhoneReveal,
  type SearchSuggestion,
} from '@kraam/shared';
import type { AdPage } from '@/components/ads/use-paged-ads';
import { requestJson } from '@/lib/api/request-json';
import { requestPage } from '@/lib/api/request-page';

/** Where and as whom a browse call goes: API host, language and, when signed in, the bearer token. */
export interface BrowseContext {
  apiBase: string;
  lang: Lang;
  token?: string | null;
  signal?: AbortSignal;
  /** Server side: the visitor's address for the API's per-address limits. */
  headers?: Record<string, string>;
}

export type { AdPage };

const getPage = <T extends AdPage = AdPage>(
  ctx: BrowseContext,
  path: string,
  query: Record<string, string>,
) => requestPage<T>(ctx.apiBase, path, { ...ctx, query });

const withCursor = (query: Record<string, string>, cursor?: string | null) =>
  cursor ? { ...query, cursor } : query;

/** Home feeds (SPEC §1 sorts); `promoted` gives the promoted strip. forYou needs the token to be personal. */
export const getHomeFeed = (
  ctx: BrowseContext,
  sort: HomeSort,
  options: { cursor?: string | null; promoted?: boolean; limit?: number } = {},
) =>
  getPage(
    ctx,
    API_PATHS.homeFeed,
    withCursor(
      {
        sort,
        ...(options.promoted ? { promoted: 'true' } : {}),
        ...(options.limit ? { limit: String(options.limit) } : {}),
      },
      options.cursor,
    ),
  );

/** GetAllWithFilter with the /categoryAds query as it stands in the URL. */
export const searchAds = (ctx: BrowseContext, query: Record<string, string>, cursor?: string | null) =>
  getPage(ctx, API_PATHS.adSearch, withCursor(query, cursor));

export const getWishList = (ctx: BrowseContext, cursor?: string | null) =>
  getPage<ListPage<AdSummary>>(ctx, API_PATHS.wishList, withCursor({}, cursor));

export const getLastVisits = (ctx: BrowseContext, cursor?: string | null) =>
  getPage<ListPage<AdSummary>>(ctx, API_PATHS.lastVisits, withCursor({}, cursor));

/** Suggestions for the search box (SPEC §4/§5); the caller only asks for terms longer than 2 characters. */
export const getSuggestions = async (ctx: BrowseContext, searchTerm: string) =>
  (
    await requestJson<SearchSuggestion[]>(ctx.apiBase, API_PATHS.suggestions, {
      ...ctx,
      query: { searchTerm },
    })
  ).data;

/** The ad page's data; `list` is the query of the list the visitor came from (previous/next). */
export const getAdDetail = async (
  ctx: BrowseContext,
  id: number,
  { list }: { list?: string | undefined } = {},
) =>
  (
    await requestJson<AdDetail>(ctx.apiBase, API_PATHS.adDetail, {
      ...ctx,
      query: { id, ...(list ? { list } : {}) },
    })
  ).data;

/**
 * The seller's number (E.164) for the signed-in caller, who asked for it: the API counts it against their
 * daily limit and answers 429 past it, 404 when the ad has no number or is no longer online.
 */
export const revealPhone = async (ctx: BrowseContext, advertisementId: number) =>
  (
    await requestJson<PhoneReveal>(ctx.apiBase, API_PATHS.adRevealPhone, {
      ...ctx,
      method: 'POST',
      body: { advertisementId },
    })
  ).data.phone;

/**
 * The shown ad page's view beacon (with the token, so a signed-in visit lands in recently viewed).
 * keepalive lets it finish when the visitor leaves at once; a failure only costs one view.
 */
export function sendAdView(ctx: BrowseContext, advertisementId: number): void {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (ctx.token) headers.authorization = `Bearer ${ctx.token}`;
  void fetch(`${ctx.apiBase}${API_PATHS.adView}?lang=${ctx.lang}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ advertisementId }),
    keepalive: true,
  }).catch(() => undefined);
}

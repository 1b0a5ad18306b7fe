import { z } from 'zod';
import {
  API_PATHS,
  adDetailSchema,
  adListResponseSchema,
  adSummarySchema,
  listEnvelope,
  searchSuggestionSchema,
  type HomeSort,
  type Lang,
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

const ownListSchema = listEnvelope(adSummarySchema);

const getPage = (
  ctx: BrowseContext,
  path: string,
  query: Record<string, string>,
  schema: z.ZodType<AdPage>,
) => requestPage(ctx.apiBase, path, schema, { ...ctx, query });

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
    adListResponseSchema,
  );

/** GetAllWithFilter with the /categoryAds query as it stands in the URL. */
export const searchAds = (ctx: BrowseContext, query: Record<string, string>, cursor?: string | null) =>
  getPage(ctx, API_PATHS.adSearch, withCursor(query, cursor), adListResponseSchema);

export const getWishList = (ctx: BrowseContext, cursor?: string | null) =>
  getPage(ctx, API_PATHS.wishList, withCursor({}, cursor), ownListSchema);

export const getLastVisits = (ctx: BrowseContext, cursor?: string | null) =>
  getPage(ctx, API_PATHS.lastVisits, withCursor({}, cursor), ownListSchema);

/** Suggestions for the search box (SPEC §4/§5); the caller only asks for terms longer than 2 characters. */
export const getSuggestions = async (ctx: BrowseContext, searchTerm: string) =>
  (
    await requestJson(ctx.apiBase, API_PATHS.suggestions, z.array(searchSuggestionSchema), {
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
    await requestJson(ctx.apiBase, API_PATHS.adDetail, adDetailSchema, {
      ...ctx,
      query: { id, ...(list ? { list } : {}) },
    })
  ).data;

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

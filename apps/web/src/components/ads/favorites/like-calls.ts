import { API_PATHS, adSummarySchema, likeResponseSchema, listEnvelope, type Lang } from '@kraam/shared';
import { requestJson } from '@/lib/api/request-json';

export interface LikeContext {
  apiBase: string;
  lang: Lang;
  token: string;
}

/** POST Like toggles the ad on the caller's wish list and answers whether it is liked now. */
export async function toggleLike(ctx: LikeContext, advertisementId: number) {
  const { data } = await requestJson(ctx.apiBase, API_PATHS.adLike, likeResponseSchema.shape.data, {
    ...ctx,
    method: 'POST',
    body: { advertisementId },
  });
  return data;
}

const wishListPage = listEnvelope(adSummarySchema);
/** Enough pages to know the hearts of any realistic wish list without loading it forever. */
const MAX_PAGES = 5;

/** The ids on the caller's wish list, so every card can show its heart filled or not. */
export async function loadLikedIds(ctx: LikeContext, signal: AbortSignal): Promise<Set<number>> {
  const ids = new Set<number>();
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const params = new URLSearchParams({ lang: ctx.lang, limit: '60' });
    if (cursor) params.set('cursor', cursor);
    const response = await fetch(`${ctx.apiBase}${API_PATHS.wishList}?${params.toString()}`, {
      headers: { authorization: `Bearer ${ctx.token}`, accept: 'application/json' },
      cache: 'no-store',
      signal,
    });
    const parsed = wishListPage.safeParse(await response.json().catch(() => null));
    if (!response.ok || !parsed.success) break;
    for (const ad of parsed.data.data) ids.add(ad.id);
    cursor = parsed.data.nextCursor;
    if (!cursor) break;
  }
  return ids;
}

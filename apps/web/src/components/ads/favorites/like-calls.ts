import { API_PATHS, type AdSummary, type Lang, type LikeResult, type ListPage } from '@kraam/shared';
import { requestJson } from '@/lib/api/request-json';
import { requestPage } from '@/lib/api/request-page';

export interface LikeContext {
  apiBase: string;
  lang: Lang;
  token: string;
}

/**
 * POST Like toggles the ad on the caller's wish list (with `liked`, sets it) and answers whether it is
 * liked now.
 */
export async function toggleLike(ctx: LikeContext, advertisementId: number, liked?: boolean) {
  const { data } = await requestJson<LikeResult>(ctx.apiBase, API_PATHS.adLike, {
    ...ctx,
    method: 'POST',
    body: liked === undefined ? { advertisementId } : { advertisementId, liked },
  });
  return data;
}

/** Enough pages to know the hearts of any realistic wish list without loading it forever. */
const MAX_PAGES = 5;
const PAGE_SIZE = 60;

/** The ids on the caller's wish list, so every card can show its heart filled or not. */
export async function loadLikedIds(ctx: LikeContext, signal?: AbortSignal): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer: ListPage<AdSummary> = await requestPage<ListPage<AdSummary>>(
      ctx.apiBase,
      API_PATHS.wishList,
      {
        ...ctx,
        query: cursor ? { limit: PAGE_SIZE, cursor } : { limit: PAGE_SIZE },
        signal,
      },
    );
    ids.push(...answer.data.map((ad) => ad.id));
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  return ids;
}

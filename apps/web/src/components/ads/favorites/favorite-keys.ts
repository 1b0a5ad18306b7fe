import { API_PATHS, type Lang } from '@kraam/shared';
import { apiKey } from '@/lib/query/query-keys';

/** The wish list as ids only (the hearts); under the wish list's path, beside its card pages. */
export const likedIdsKey = (lang: Lang, viewer: number | null) =>
  apiKey(API_PATHS.wishList, { lang, viewer, params: { view: 'ids' } });

/** `ids` with `id` on it or off it, as a new array. */
export function withLike(ids: readonly number[], id: number, liked: boolean): number[] {
  const others = ids.filter((other) => other !== id);
  return liked ? [...others, id] : others;
}

import { HOME_FEED_FIRST_LIMIT, HOME_PROMOTED_LIMIT, HOME_SORTS, type HomeSort } from '@kraam/shared';
import { getHomeFeed, type AdPage } from './browse-calls';
import { serverListContext } from './server-context';

export function parseHomeSort(value: string | string[] | undefined): HomeSort {
  return HOME_SORTS.find((sort) => sort === value) ?? 'trending';
}

/** The home page's first feed page and the promoted strip; a failing API gives null/empty, not an error page. */
export async function loadHome(sort: HomeSort): Promise<{ feed: AdPage | null; promoted: AdPage['data'] }> {
  const ctx = await serverListContext();
  const [feed, promoted] = await Promise.all([
    getHomeFeed(ctx, sort, { limit: HOME_FEED_FIRST_LIMIT }).catch(() => null),
    getHomeFeed(ctx, 'trending', { promoted: true, limit: HOME_PROMOTED_LIMIT }).catch(() => null),
  ]);
  return { feed, promoted: promoted?.data ?? [] };
}

'use client';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { OwnAd, OwnAdTab } from '@kraam/shared';
import { useSellerCall } from '@/lib/api/seller-call';
import { useViewer } from '@/lib/session/viewer-context';
import { getOwnAds } from '../api/ad-calls';
import { ownAdsKey } from '../api/ad-reads';

export interface OwnAdsState {
  ads: OwnAd[];
  /** The first page is on its way (a reload after a change keeps the rows shown). */
  loading: boolean;
  /** The first page failed. */
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last "show more" failed; it may be pressed again. */
  moreFailed: boolean;
  loadMore: () => void;
}

/**
 * One tab of My ads, a page at a time, in the query cache; writes to ads reload it by invalidation.
 * `enabled: false` reads nothing until needed (another tab asked only to know whether it is empty).
 */
export function useOwnAds(tab: OwnAdTab, { enabled = true }: { enabled?: boolean } = {}): OwnAdsState {
  const call = useSellerCall();
  const { userId } = useViewer();
  const query = useInfiniteQuery({
    queryKey: ownAdsKey(call.lang, userId, tab),
    queryFn: ({ pageParam, signal }) => getOwnAds(call, tab, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
  const { data } = query;
  return {
    ads: data?.pages.flatMap((page) => page.data) ?? [],
    loading: enabled && query.isPending,
    error: data === undefined ? query.error : null,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    moreFailed: query.isFetchNextPageError,
    loadMore: () => void query.fetchNextPage({ cancelRefetch: false }),
  };
}

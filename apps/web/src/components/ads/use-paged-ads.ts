'use client';
import { useCallback, useMemo } from 'react';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { AdSummary } from '@kraam/shared';

/** A page of cards as the list endpoints answer it (keyset cursor; total where the endpoint counts). */
export interface AdPage {
  data: AdSummary[];
  nextCursor: string | null;
  total?: number;
  totalCapped?: boolean;
}

export interface PagedAdsOptions {
  /** The list's apiKey (endpoint path first), so a write that changes ads can invalidate it. */
  queryKey: QueryKey;
  /** One page: the first when `cursor` is null. */
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<AdPage>;
  /** The server-rendered first page; without it the list asks for its first page itself. */
  first?: AdPage;
  enabled?: boolean;
}

export interface PagedAds {
  ads: AdSummary[];
  /** The first page as answered (its total), once there is one. */
  firstPage: AdPage | undefined;
  /** The first page is still on its way. */
  pending: boolean;
  /** Why the first page failed, or null (a failed later page is `failed`). */
  error: unknown;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  loadMore: () => void;
}

/**
 * A list that grows page by page from a keyset cursor, kept in the query cache under `queryKey`: a list
 * seen before shows at once, and every list of the same endpoint reloads when a write invalidates it.
 */
export function usePagedAds({ queryKey, fetchPage, first, enabled = true }: PagedAdsOptions): PagedAds {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    initialData: first ? { pages: [first], pageParams: [null] } : undefined,
    enabled,
  });
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  const ads = useMemo(() => {
    // A card seen on an earlier page (the feed moved on) is shown once.
    const seen = new Set<number>();
    return (data?.pages ?? []).flatMap((page) =>
      page.data.filter((ad) => !seen.has(ad.id) && Boolean(seen.add(ad.id))),
    );
  }, [data]);

  const loadMore = useCallback(() => {
    // The observer can fire again before the next page has arrived; cancelRefetch: false ignores that.
    if (hasNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, fetchNextPage]);

  return {
    ads,
    firstPage: data?.pages[0],
    pending: query.isPending,
    error: data === undefined ? query.error : null,
    hasMore: hasNextPage,
    loading: isFetchingNextPage,
    failed: isFetchNextPageError,
    loadMore,
  };
}

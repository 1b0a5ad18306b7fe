'use client';
import { useEffect } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import type { CacheGroup, CacheKey } from '@kraam/shared';
import { fetchCacheKeys, type KeysPage } from '../api/admin-calls';
import { cacheKeysKey } from '../query/admin-queries';
import { isSessionOver, useSessionExpiry } from '@/lib/session/use-staff-session-expiry';

export interface CacheKeysState {
  keys: CacheKey[];
  status: 'loading' | 'ready' | 'failed';
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
  /** Takes a key out of the list after it was removed from the cache. */
  drop: (key: string) => void;
}

/** The keys of one filter, page by page ('load more'); each filter has its own cache entry. */
export function useCacheKeys(group: CacheGroup | null, prefix: string): CacheKeysState {
  const lang = useLocale();
  const client = useQueryClient();
  const expired = useSessionExpiry();
  const queryKey = cacheKeysKey(lang, group, prefix);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchCacheKeys(lang, { group, prefix, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // The cache changes by itself (entries expire): a list shown again is fetched again.
    staleTime: 0,
  });

  useEffect(() => {
    expired(query.error);
  }, [expired, query.error]);

  const keys: CacheKey[] = [];
  for (const entry of query.data?.pages.flatMap((page) => page.keys) ?? []) {
    if (!keys.some((known) => known.key === entry.key)) keys.push(entry);
  }
  return {
    keys,
    status: query.isError && !isSessionOver(query.error) ? 'failed' : query.data ? 'ready' : 'loading',
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetching) void query.fetchNextPage();
    },
    retry: () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
    drop: (key) =>
      client.setQueryData<InfiniteData<KeysPage, string | null>>(
        queryKey,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              keys: page.keys.filter((entry) => entry.key !== key),
            })),
          },
      ),
  };
}

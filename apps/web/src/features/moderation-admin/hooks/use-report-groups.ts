'use client';
import { useEffect } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import type { ReportGroup } from '@kraam/shared';
import { fetchReportGroups, type QueueStatus } from '../api/moderation-calls';
import { reportGroupsKey } from '../query/moderation-queries';
import { isSessionOver, useSessionExpiry } from '@/lib/session/use-staff-session-expiry';

export interface ReportGroupsState {
  groups: ReportGroup[];
  status: 'loading' | 'ready' | 'failed';
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

const groupKey = (group: ReportGroup) => `${group.target.type}:${group.target.id}`;

/** One tab of the queue, page by page with the API's cursor ('load more'). */
export function useReportGroups(status: QueueStatus): ReportGroupsState {
  const lang = useLocale();
  const expired = useSessionExpiry();
  const query = useInfiniteQuery({
    queryKey: reportGroupsKey(lang, status),
    queryFn: ({ pageParam, signal }) => fetchReportGroups(lang, { status, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Other moderators decide too: a tab shown again is read again.
    staleTime: 0,
  });

  useEffect(() => {
    expired(query.error);
  }, [expired, query.error]);

  // A group decided while paging may come again on a later page: shown once.
  const seen = new Set<string>();
  const groups: ReportGroup[] = [];
  for (const group of query.data?.pages.flatMap((page) => page.data) ?? []) {
    if (seen.has(groupKey(group))) continue;
    seen.add(groupKey(group));
    groups.push(group);
  }
  return {
    groups,
    status: query.isError && !isSessionOver(query.error) ? 'failed' : query.data ? 'ready' : 'loading',
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetching) void query.fetchNextPage();
    },
    retry: () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
  };
}

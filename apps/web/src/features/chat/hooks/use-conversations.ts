'use client';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ConversationSummary } from '@kraam/shared';
import { getConversations, type ChatCall } from '../api/chat-calls';
import { conversationsKey, supportConversationKey, type ChatScope } from '../query/chat-keys';

export interface ConversationsState {
  status: 'loading' | 'ready' | 'failed';
  /** Buyer–seller conversations and, for the support team, every user's support conversation; most recent activity first. */
  items: ConversationSummary[];
  /** The user's support conversation, pinned on top; null until they write to support. */
  support: ConversationSummary | null;
  /** The caller answers support (an admin): no support entry of their own is pinned. */
  supportTeam: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

// A list shown again is fetched again (the hub only tells what arrives while the page is open).
const ALWAYS_REFETCH = { staleTime: 0 } as const;

/** The conversation list (page by page) and the support conversation, as the query cache holds them. */
export function useConversations(call: ChatCall, scope: ChatScope): ConversationsState {
  const list = useInfiniteQuery({
    queryKey: conversationsKey(scope),
    queryFn: ({ pageParam, signal }) => getConversations({ ...call, signal }, { cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    ...ALWAYS_REFETCH,
  });
  const support = useQuery({
    queryKey: supportConversationKey(scope),
    queryFn: ({ signal }) => getConversations({ ...call, signal }, { filter: { support: true }, limit: 1 }),
    select: (page) => page.data[0] ?? null,
    ...ALWAYS_REFETCH,
  });

  const items: ConversationSummary[] = [];
  for (const item of list.data?.pages.flatMap((page) => page.data) ?? []) {
    // The caller's own support conversation is pinned apart; the ones the team answers are listed.
    const listed = item.kind === 'ad' || item.customer !== null;
    if (listed && !items.some((known) => known.id === item.id)) items.push(item);
  }
  const failed = list.isError || support.isError;
  return {
    status: failed ? 'failed' : list.data && support.isSuccess ? 'ready' : 'loading',
    items,
    support: support.data ?? null,
    supportTeam: list.data?.pages[0]?.supportTeam ?? false,
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    loadMore: () => {
      if (list.hasNextPage && !list.isFetching) void list.fetchNextPage();
    },
    retry: () => {
      if (list.isFetchNextPageError) void list.fetchNextPage();
      else if (list.isError) void list.refetch();
      if (support.isError) void support.refetch();
    },
  };
}

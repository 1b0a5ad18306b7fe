'use client';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { skipToken, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationSummary } from '@kraam/shared';
import { usePageVisible } from '@/lib/use-page-visible';
import { getMessages, markRead, type ChatCall } from '../api/chat-calls';
import { useChat } from '../connection/chat-context';
import { fromOtherParty } from '../model/push-origin';
import { storedView, type ChatMessageView } from '../model/chat-message-view';
import { cacheSummary } from '../query/chat-cache';
import { messagesKey, type ChatScope } from '../query/chat-keys';

interface PaneOptions {
  call: ChatCall;
  scope: ChatScope;
  /** Null for a draft. */
  conversationId: number | null;
}

export interface MessagePaneData {
  status: 'loading' | 'ready' | 'failed';
  conversation: ConversationSummary | null;
  /** Stored messages, in no particular order (the pane merges and sorts them with its own). */
  stored: ChatMessageView[];
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  loadOlder: () => void;
  retry: () => void;
}

/**
 * The open conversation from the query cache: its newest page (reading it marks it read, which the list
 * shows), older pages on request, and a read mark for what the hub brings while the pane is seen.
 */
export function useMessagePane({ call, scope, conversationId }: PaneOptions): MessagePaneData {
  const client = useQueryClient();
  const { subscribe } = useChat();
  const visible = usePageVisible();
  const unseen = useRef(false);

  const query = useInfiniteQuery({
    queryKey: messagesKey(scope, conversationId ?? 0),
    queryFn:
      conversationId === null
        ? skipToken
        : async ({ pageParam, signal }) => {
            const page = await getMessages({ ...call, signal }, conversationId, pageParam);
            if (pageParam === null) cacheSummary(client, scope, page.conversation);
            return page;
          },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Opening a conversation again fetches it again: that read is what marks it read.
    staleTime: 0,
  });

  // A failed read mark is not worth a message: the next load of the conversation marks it read.
  const { mutate: markReadNow } = useMutation({ mutationFn: (id: number) => markRead(call, id) });
  const readNow = useCallback(() => {
    unseen.current = false;
    if (conversationId !== null) markReadNow(conversationId);
  }, [conversationId, markReadNow]);

  useEffect(
    () =>
      subscribe((push) => {
        if (push.type !== 'message' || push.message.message.conversationId !== conversationId) return;
        if (!fromOtherParty(push.message, scope.viewer)) return;
        if (document.visibilityState === 'visible') readNow();
        else unseen.current = true;
      }),
    [subscribe, conversationId, scope.viewer, readNow],
  );

  // Messages that arrived while the tab was hidden are read once the user looks again.
  useEffect(() => {
    if (visible && unseen.current) readNow();
  }, [visible, readNow]);

  const pages = query.data?.pages;
  const stored = useMemo(() => (pages ?? []).flatMap((page) => page.data.map(storedView)), [pages]);
  return {
    status: conversationId === null || query.data ? 'ready' : query.isError ? 'failed' : 'loading',
    conversation: pages?.[0]?.conversation ?? null,
    stored,
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    olderFailed: query.isFetchNextPageError,
    loadOlder: () => {
      if (query.hasNextPage && !query.isFetching) void query.fetchNextPage();
    },
    retry: () => void query.refetch(),
  };
}

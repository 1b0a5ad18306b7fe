'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, ConversationSummary } from '@kraam/shared';
import { getConversations, type ChatCall } from '../api/chat-calls';
import { useChat } from '../connection/chat-context';
import { withMessage, withSummary } from '../model/conversation-updates';

export interface ConversationsState {
  status: 'loading' | 'ready' | 'failed';
  /** Buyer–seller conversations, most recent activity first. */
  items: ConversationSummary[];
  /** The user's support conversation, pinned on top; null until they write to support. */
  support: ConversationSummary | null;
  nextCursor: string | null;
  loadingMore: boolean;
}

const INITIAL: ConversationsState = {
  status: 'loading',
  items: [],
  support: null,
  nextCursor: null,
  loadingMore: false,
};

/**
 * The conversation list: the first page and the support conversation, more on request, kept current by
 * the hub's pushes and the open pane.
 */
export function useConversations(call: ChatCall, userId: number | null, openId: number | null) {
  const [state, setState] = useState<ConversationsState>(INITIAL);
  const [reloads, setReloads] = useState(0);
  const { subscribe } = useChat();
  // Read by the push listener and applyMessage, which outlive a render.
  const openRef = useRef(openId);
  const latest = useRef(state);

  useEffect(() => {
    openRef.current = openId;
    latest.current = state;
  });

  useEffect(() => {
    const controller = new AbortController();
    const signed = { ...call, signal: controller.signal };
    Promise.all([getConversations(signed), getConversations(signed, { filter: { support: true }, limit: 1 })])
      .then(([page, support]) =>
        setState({
          status: 'ready',
          items: page.data.filter((item) => item.kind === 'ad'),
          support: support.data[0] ?? null,
          nextCursor: page.nextCursor,
          loadingMore: false,
        }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setState((current) => ({ ...current, status: 'failed' }));
      });
    return () => controller.abort();
  }, [call, reloads]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);

  const loadMore = useCallback(() => {
    const cursor = state.nextCursor;
    if (!cursor || state.loadingMore) return;
    setState((current) => ({ ...current, loadingMore: true }));
    getConversations(call, { cursor })
      .then((page) =>
        setState((current) => ({
          ...current,
          items: [
            ...current.items,
            ...page.data.filter(
              (item) => item.kind === 'ad' && !current.items.some((known) => known.id === item.id),
            ),
          ],
          nextCursor: page.nextCursor,
          loadingMore: false,
        })),
      )
      .catch(() => setState((current) => ({ ...current, loadingMore: false })));
  }, [call, state.nextCursor, state.loadingMore]);

  /** A message shown in the list; a conversation not loaded yet (a new one) reloads the list. */
  const applyMessage = useCallback(
    (message: ChatMessage) => {
      const { items, support } = latest.current;
      const id = message.conversationId;
      if (support?.id !== id && !items.some((item) => item.id === id)) {
        reload();
        return;
      }
      const change = { fromOther: message.senderId !== userId, open: id === openRef.current };
      setState((current) =>
        current.support?.id === id
          ? { ...current, support: withMessage([current.support], message, change)[0] ?? current.support }
          : { ...current, items: withMessage(current.items, message, change) },
      );
    },
    [userId, reload],
  );

  /** The open pane's fresher copy of a conversation (read, blocked). */
  const applySummary = useCallback((summary: ConversationSummary) => {
    setState((current) =>
      summary.kind === 'support'
        ? { ...current, support: summary }
        : { ...current, items: withSummary(current.items, summary) },
    );
  }, []);

  useEffect(
    () =>
      subscribe((push) => {
        if (push.type === 'message') applyMessage(push.message.message);
        // Back after a break: what arrived meanwhile shows in the list.
        if (push.type === 'connected' && push.again) reload();
      }),
    [subscribe, applyMessage, reload],
  );

  return { ...state, loadMore, reload, applyMessage, applySummary };
}

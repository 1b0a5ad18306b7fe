'use client';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { ConversationSummary } from '@kraam/shared';
import { getConversations, getMessages, markRead, type ChatCall } from '../api/chat-calls';
import { useChat } from '../connection/chat-context';
import { initialPane, paneReducer } from '../model/pane-state';
import { usePageVisible } from '@/lib/use-page-visible';

interface PaneOptions {
  call: ChatCall;
  userId: number | null;
  /** Null for a draft. */
  conversationId: number | null;
  /** The list shows what the pane learns: read now, blocked, the last message. */
  onSummary: (summary: ConversationSummary) => void;
}

/**
 * The open conversation: its newest page (reading it marks it read), older pages on request, live
 * messages and read receipts from the hub, and a read mark for what arrives while the pane is seen.
 */
export function useMessagePane({ call, userId, conversationId, onSummary }: PaneOptions) {
  const [state, dispatch] = useReducer(paneReducer, conversationId, initialPane);
  const { subscribe } = useChat();
  const visible = usePageVisible();
  const current = useRef(state);
  const unseen = useRef(false);

  useEffect(() => {
    current.current = state;
  });

  const loadNewest = useCallback(
    async (id: number, signal?: AbortSignal) => {
      const page = await getMessages({ ...call, signal }, id);
      dispatch({
        type: 'loaded',
        conversation: page.conversation,
        messages: page.data,
        nextCursor: page.nextCursor,
      });
      onSummary(page.conversation);
    },
    [call, onSummary],
  );

  // A conversation this pane started itself (the first message of a draft) is already on screen.
  const started = useRef<number | null>(null);
  const [attempt, nextAttempt] = useReducer((count: number) => count + 1, 0);
  const retryLoad = useCallback(() => {
    dispatch({ type: 'retrying' });
    nextAttempt();
  }, []);
  useEffect(() => {
    if (conversationId === null || started.current === conversationId) return;
    const controller = new AbortController();
    loadNewest(conversationId, controller.signal).catch(() => {
      if (!controller.signal.aborted) dispatch({ type: 'failed' });
    });
    return () => controller.abort();
  }, [conversationId, loadNewest, attempt]);

  const loadOlder = useCallback(() => {
    const { conversationId: id, nextCursor, loadingOlder } = current.current;
    if (id === null || !nextCursor || loadingOlder) return;
    dispatch({ type: 'olderLoading' });
    getMessages(call, id, nextCursor)
      .then((page) => dispatch({ type: 'olderLoaded', messages: page.data, nextCursor: page.nextCursor }))
      .catch(() => dispatch({ type: 'olderFailed' }));
  }, [call]);

  const readNow = useCallback(() => {
    const id = current.current.conversationId;
    unseen.current = false;
    if (id !== null) void markRead(call, id).catch(() => undefined);
  }, [call]);

  useEffect(
    () =>
      subscribe((push) => {
        const id = current.current.conversationId;
        if (id === null) return;
        if (push.type === 'message' && push.message.message.conversationId === id) {
          dispatch({ type: 'received', messages: [push.message.message] });
          if (push.message.message.senderId !== userId) {
            if (document.visibilityState === 'visible') readNow();
            else unseen.current = true;
          }
        }
        if (push.type === 'read' && push.read.conversationId === id && push.read.readerId !== userId)
          dispatch({ type: 'otherRead', lastReadAt: push.read.lastReadAt });
        // After a break the newest page brings what was missed (and marks it read).
        if (push.type === 'connected' && push.again) void loadNewest(id).catch(() => undefined);
      }),
    [subscribe, userId, readNow, loadNewest],
  );

  // Messages that arrived while the tab was hidden are read once the user looks again.
  useEffect(() => {
    if (visible && unseen.current) readNow();
  }, [visible, readNow]);

  /** The first message of a draft created the conversation: keep what is on screen and fetch its summary. */
  const adopt = useCallback(
    (id: number) => {
      started.current = id;
      dispatch({ type: 'started', conversationId: id });
      getConversations(call, { filter: { conversationId: id }, limit: 1 })
        .then((page) => {
          const summary = page.data[0];
          if (!summary) return;
          dispatch({ type: 'summary', conversation: summary });
          onSummary(summary);
        })
        .catch(() => undefined);
    },
    [call, onSummary],
  );

  return { state, pane: current, dispatch, loadOlder, adopt, retryLoad };
}

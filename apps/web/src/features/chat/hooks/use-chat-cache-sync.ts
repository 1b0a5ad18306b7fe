'use client';
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useChat } from '../connection/chat-context';
import { fromOtherParty } from '../model/push-origin';
import { cacheMessage, cacheOtherRead, readAgain } from '../query/chat-cache';
import { conversationReadsKey, messageReadsKey, type ChatScope } from '../query/chat-keys';

/**
 * The hub's pushes into the query cache, so the list and the pane show one result: a message moves its
 * conversation up (unread unless it is open) and joins the pane, a read receipt ticks the pane's
 * messages, and after every connection every chat read is fetched again: a message sent during a break, or
 * before the first connection (opened once the page is interactive, after its reads), was never pushed.
 */
export function useChatCacheSync(scope: ChatScope, openId: number | null): void {
  const client = useQueryClient();
  const { subscribe } = useChat();
  // Read by the push listener, which outlives a render.
  const open = useRef(openId);

  useEffect(() => {
    open.current = openId;
  }, [openId]);

  useEffect(
    () =>
      subscribe((push) => {
        if (push.type === 'message') {
          const { message } = push.message;
          cacheMessage(client, scope, message, {
            fromOther: fromOtherParty(push.message, scope.viewer),
            open: message.conversationId === open.current,
          });
        }
        if (push.type === 'read' && push.read.readerId !== scope.viewer)
          cacheOtherRead(client, scope, push.read);
        if (push.type === 'connected') {
          readAgain(client, conversationReadsKey(scope));
          readAgain(client, messageReadsKey(scope));
        }
      }),
    [subscribe, client, scope],
  );
}

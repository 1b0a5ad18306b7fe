'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { sendMessage, type ChatCall, type ChatTarget } from '../api/chat-calls';
import { mergeMessages, storedView, type ChatMessageView } from '../model/chat-message-view';
import { newClientId } from '../model/new-client-id';
import { cacheMessage } from '../query/chat-cache';
import type { ChatScope } from '../query/chat-keys';

interface SendOptions {
  call: ChatCall;
  scope: ChatScope;
  /** Null for a draft: its first message goes to `draftTarget` and creates the conversation. */
  conversationId: number | null;
  draftTarget: ChatTarget;
  /** A draft's first message created this conversation. */
  onStarted: (conversationId: number) => void;
}

interface Delivery {
  target: ChatTarget;
  body: string;
  clientId: string;
}

let pendingIds = 0;

/**
 * Optimistic sending: the bubble shows at once (`own` holds it), is replaced by the stored message, which
 * also goes into the cache for the list and the pane, or shows why it failed; a retry sends the same
 * clientId, so the server never stores it twice. A message the server refuses as invalid (400) goes back
 * to the composer with its field error instead.
 */
export function useSendMessage({ call, scope, conversationId, draftTarget, onStarted }: SendOptions) {
  const t = useTranslations('chat.composer');
  const fallback = t('failed');
  const client = useQueryClient();
  const [own, setOwn] = useState<ChatMessageView[]>([]);
  const { mutateAsync } = useMutation({
    mutationFn: ({ target, body, clientId }: Delivery) => sendMessage(call, target, body, clientId),
  });
  // Read when an answer arrives: a draft may have become a conversation meanwhile.
  const current = useRef(conversationId);
  useEffect(() => {
    current.current = conversationId;
  }, [conversationId]);

  const deliver = useCallback(
    async (body: string, clientId: string): Promise<string | null> => {
      const id = current.current;
      try {
        const result = await mutateAsync({
          target: id === null ? draftTarget : { conversationId: id },
          body,
          clientId,
        });
        setOwn((messages) => mergeMessages(messages, [storedView(result.message)]));
        cacheMessage(client, scope, result.message, { fromOther: false, open: true });
        if (id === null) onStarted(result.conversationId);
        return null;
      } catch (error) {
        const fieldError =
          error instanceof ApiError && error.status === 400 ? error.fields.message?.[0] : undefined;
        setOwn((messages) =>
          fieldError
            ? messages.filter((message) => message.clientId !== clientId)
            : messages.map((message) =>
                message.clientId === clientId
                  ? { ...message, delivery: 'failed', error: errorMessage(error, fallback) }
                  : message,
              ),
        );
        return fieldError ?? null;
      }
    },
    [mutateAsync, draftTarget, client, scope, onStarted, fallback],
  );

  /** Sends `body`; answers a field error to show under the composer (the text goes back there), else null. */
  const send = useCallback(
    (body: string) => {
      const clientId = newClientId();
      pendingIds -= 1;
      const message: ChatMessageView = {
        id: pendingIds,
        conversationId: current.current ?? 0,
        senderId: scope.viewer,
        body,
        createdAt: new Date().toISOString(),
        clientId,
        flags: [],
        delivery: 'sending',
      };
      setOwn((messages) => mergeMessages(messages, [message]));
      return deliver(body, clientId);
    },
    [scope.viewer, deliver],
  );

  const retry = useCallback(
    (message: ChatMessageView) => {
      const { clientId } = message;
      if (!clientId) return;
      setOwn((messages) => mergeMessages(messages, [{ ...message, delivery: 'sending', error: undefined }]));
      void deliver(message.body, clientId);
    },
    [deliver],
  );

  return { own, send, retry };
}

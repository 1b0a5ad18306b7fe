'use client';
import { useCallback, type Dispatch, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import type { ChatMessage } from '@kraam/shared';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { sendMessage, type ChatCall, type ChatTarget } from '../api/chat-calls';
import type { ChatMessageView } from '../model/chat-message-view';
import { newClientId } from '../model/new-client-id';
import type { PaneAction, PaneState } from '../model/pane-state';

interface SendOptions {
  call: ChatCall;
  userId: number | null;
  /** Where a draft's first message goes: the ad's seller or support. */
  draftTarget: ChatTarget;
  pane: RefObject<PaneState>;
  dispatch: Dispatch<PaneAction>;
  /** A draft's first message created this conversation. */
  adopt: (conversationId: number) => void;
  onSent: (message: ChatMessage) => void;
}

let pendingIds = 0;

/**
 * Optimistic sending: the bubble shows at once, is replaced by the stored message, or shows why it
 * failed; a retry sends the same clientId, so the server never stores it twice. A message the server
 * refuses as invalid (400) goes back to the composer with its field error instead.
 */
export function useSendMessage({ call, userId, draftTarget, pane, dispatch, adopt, onSent }: SendOptions) {
  const t = useTranslations('chat.composer');
  const fallback = t('failed');

  const deliver = useCallback(
    async (body: string, clientId: string): Promise<string | null> => {
      const id = pane.current.conversationId;
      try {
        const result = await sendMessage(
          call,
          id === null ? draftTarget : { conversationId: id },
          body,
          clientId,
        );
        dispatch({ type: 'received', messages: [result.message] });
        if (id === null) adopt(result.conversationId);
        onSent(result.message);
        return null;
      } catch (error) {
        const fieldError =
          error instanceof ApiError && error.status === 400 ? error.fields.message?.[0] : undefined;
        if (fieldError) {
          dispatch({ type: 'discarded', clientId });
          return fieldError;
        }
        dispatch({ type: 'sendFailed', clientId, error: errorMessage(error, fallback) });
        return null;
      }
    },
    [call, draftTarget, pane, dispatch, adopt, onSent, fallback],
  );

  /** Sends `body`; answers a field error to show under the composer (the text goes back there), else null. */
  const send = useCallback(
    (body: string) => {
      const clientId = newClientId();
      pendingIds -= 1;
      const message: ChatMessageView = {
        id: pendingIds,
        conversationId: pane.current.conversationId ?? 0,
        senderId: userId,
        body,
        createdAt: new Date().toISOString(),
        clientId,
        flags: [],
        delivery: 'sending',
      };
      dispatch({ type: 'sending', message });
      return deliver(body, clientId);
    },
    [userId, pane, dispatch, deliver],
  );

  const retry = useCallback(
    (message: ChatMessageView) => {
      if (!message.clientId) return;
      dispatch({ type: 'sending', message: { ...message, delivery: 'sending', error: undefined } });
      void deliver(message.body, message.clientId);
    },
    [dispatch, deliver],
  );

  return { send, retry };
}

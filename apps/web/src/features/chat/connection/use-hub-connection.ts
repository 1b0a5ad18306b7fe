'use client';
import { useCallback, useEffect, useState } from 'react';
import { useApiBase } from '@/lib/api/api-base-context';
import { useViewer } from '@/lib/session/viewer-context';
import { afterInteractive } from '@/lib/after-interactive';
import type { ChatListener, ChatPush } from './chat-context';
import type { ChatConnectionState, OpenChatConnection } from './open-chat-connection';

/**
 * One hub connection per tab while signed in: opened after the page is interactive, closed on logout or
 * when the token changes. Pushes go to every subscriber.
 */
export function useHubConnection(open: OpenChatConnection) {
  const apiBase = useApiBase();
  const { token } = useViewer();
  const [listeners] = useState(() => new Set<ChatListener>());
  // Kept with the token it belongs to, so a new session starts from 'connecting' without a reset effect.
  const [status, setStatus] = useState<{ token: string; state: ChatConnectionState } | null>(null);

  useEffect(() => {
    if (!token) return;
    const emit = (push: ChatPush) => {
      for (const listener of [...listeners]) listener(push);
    };
    let close: (() => void) | undefined;
    const cancel = afterInteractive(() => {
      close = open(apiBase, token, {
        onState: (state) => setStatus({ token, state }),
        onConnected: ({ unreadTotal }) => emit({ type: 'connected', unreadTotal }),
        onMessage: (message) => emit({ type: 'message', message }),
        onRead: (read) => emit({ type: 'read', read }),
      });
    });
    return () => {
      cancel();
      close?.();
    };
  }, [apiBase, token, open, listeners]);

  const subscribe = useCallback(
    (listener: ChatListener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    [listeners],
  );

  const state: ChatConnectionState = !token
    ? 'disconnected'
    : status?.token === token
      ? status.state
      : 'connecting';
  return { state, subscribe };
}

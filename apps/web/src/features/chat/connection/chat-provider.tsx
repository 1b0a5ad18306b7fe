'use client';
import { useMemo, type ReactNode } from 'react';
import { ChatContextProvider } from './chat-context';
import type { OpenChatConnection } from './open-chat-connection';
import { openChatConnectionLazily } from './open-chat-connection-lazily';
import { useChatNotifications } from './use-chat-notifications';
import { useHubConnection } from './use-hub-connection';
import { useUnreadDot } from './use-unread-dot';

/**
 * The tab's chat link for every page: the connection, the unread dot and the notifications. `open` lets
 * tests stand in for the hub.
 */
export function ChatProvider({
  children,
  open = openChatConnectionLazily,
}: {
  children: ReactNode;
  open?: OpenChatConnection;
}) {
  const { state, subscribe } = useHubConnection(open);
  const unread = useUnreadDot(subscribe);
  useChatNotifications(subscribe);
  const value = useMemo(() => ({ state, unread, subscribe }), [state, unread, subscribe]);
  return <ChatContextProvider value={value}>{children}</ChatContextProvider>;
}

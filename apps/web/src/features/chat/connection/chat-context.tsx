'use client';
import { createContext, useContext } from 'react';
import type { ChatConnectionState, IncomingMessage, MessagesRead } from './open-chat-connection';

/** What the hub tells the page: a message, a read receipt, or that the link is (back) up. */
export type ChatPush =
  | { type: 'message'; message: IncomingMessage }
  | { type: 'read'; read: MessagesRead }
  /**
   * After each (re)connection, with Connect's unread total over all conversations. Pushes may have been
   * missed before it: during a break, and before the first one, which opens after the page's reads.
   */
  | { type: 'connected'; unreadTotal: number };

export type ChatListener = (push: ChatPush) => void;

export interface ChatContextValue {
  state: ChatConnectionState;
  /** The header's unread dot (SPEC §4). */
  unread: boolean;
  subscribe: (listener: ChatListener) => () => void;
}

// Outside the provider (guests' pages, unit tests of single parts) chat is simply not connected.
const ChatContext = createContext<ChatContextValue>({
  state: 'disconnected',
  unread: false,
  subscribe: () => () => undefined,
});

export const ChatContextProvider = ChatContext.Provider;

export function useChat(): ChatContextValue {
  return useContext(ChatContext);
}

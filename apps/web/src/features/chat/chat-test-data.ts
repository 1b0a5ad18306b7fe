import { vi } from 'vitest';
import type { ChatMessage, ConversationSummary } from '@kraam/shared';
import type { ChatConnectionHandlers, OpenChatConnection } from './connection/open-chat-connection';

/** The signed-in user of the chat tests (the session the tests store has this id). */
export const ME = 7;
export const SELLER = 12;

export const chatMessage = (id: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversationId: 3,
  senderId: SELLER,
  body: `Bericht ${id}`,
  createdAt: '2026-11-23T10:00:00.000Z',
  clientId: null,
  flags: [],
  ...extra,
});

export const conversation = (extra: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id: 3,
  kind: 'ad',
  other: { id: SELLER, name: 'Sanne de Vries', avatarId: null },
  ad: {
    id: 41,
    title: 'Gazelle damesfiets',
    priceType: 'startPrice',
    priceCents: 12500,
    rentalPeriod: null,
    galleryId: null,
    tradeState: 'available',
    available: true,
  },
  iAmSeller: false,
  lastMessage: null,
  lastMessageAt: '2026-11-23T10:00:00.000Z',
  unreadCount: 0,
  otherLastReadAt: null,
  blocked: false,
  otherBooth: null,
  customer: null,
  ...extra,
});

/** A hub stand-in: records who connected and lets the test push as the server would. */
export function fakeHub() {
  let handlers: ChatConnectionHandlers | null = null;
  const close = vi.fn();
  const open = vi.fn<OpenChatConnection>((_apiBase, _token, given) => {
    handlers = given;
    given.onState('connected');
    return close;
  });
  const live = () => {
    if (!handlers) throw new Error('The chat connection was not opened');
    return handlers;
  };
  return { open, close, live };
}

/** Signs the test's browser in as ME (the session store reads localStorage). */
export const signIn = () =>
  window.localStorage.setItem('userInfo', JSON.stringify({ token: 'token', userId: ME }));

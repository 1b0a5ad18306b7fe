import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ConversationListResponse, MessageListResponse } from '@kraam/shared';
import { chatMessage, conversation, ME } from '../chat-test-data';
import {
  cacheMessage,
  cacheOtherRead,
  cacheSummary,
  type ConversationPages,
  type MessagePages,
} from './chat-cache';
import { conversationsKey, messagesKey, supportConversationKey, type ChatScope } from './chat-keys';

const scope: ChatScope = { lang: 'nl', viewer: ME };
const listPage = (items: ConversationListResponse['data']): ConversationListResponse => ({
  data: items,
  message: null,
  nextCursor: null,
  unreadTotal: 0,
});
const messagePage = (
  messages: MessageListResponse['data'],
  summary = conversation(),
): MessageListResponse => ({
  data: messages,
  message: null,
  nextCursor: null,
  conversation: summary,
});

function seeded() {
  const client = new QueryClient();
  client.setQueryData<ConversationPages>(conversationsKey(scope), {
    pages: [listPage([conversation({ id: 5 }), conversation({ id: 3 })])],
    pageParams: [null],
  });
  client.setQueryData(supportConversationKey(scope), listPage([]));
  client.setQueryData<MessagePages>(messagesKey(scope, 3), {
    pages: [messagePage([chatMessage(1)])],
    pageParams: [null],
  });
  return client;
}

const listOf = (client: QueryClient) =>
  client.getQueryData<ConversationPages>(conversationsKey(scope))?.pages.flatMap((page) => page.data) ?? [];

describe('chat cache', () => {
  it('puts one message into the pane and the list preview, moving its conversation up', () => {
    const client = seeded();
    const message = chatMessage(2, { body: 'Nog te koop?' });
    cacheMessage(client, scope, message, { fromOther: true, open: false });
    expect(listOf(client).map((item) => [item.id, item.lastMessage?.body ?? null, item.unreadCount])).toEqual(
      [
        [3, 'Nog te koop?', 1],
        [5, null, 0],
      ],
    );
    const pane = client.getQueryData<MessagePages>(messagesKey(scope, 3));
    expect(pane?.pages[0]?.data.map((known) => known.id)).toEqual([2, 1]);
  });

  it('counts nothing unread for the open conversation or an own message, and never stores a message twice', () => {
    const client = seeded();
    cacheMessage(client, scope, chatMessage(2), { fromOther: true, open: true });
    cacheMessage(client, scope, chatMessage(2), { fromOther: true, open: true });
    cacheMessage(client, scope, chatMessage(4, { senderId: ME }), { fromOther: false, open: false });
    expect(listOf(client)[0]?.unreadCount).toBe(0);
    expect(client.getQueryData<MessagePages>(messagesKey(scope, 3))?.pages[0]?.data).toHaveLength(3);
  });

  it('fetches the list again for a conversation it does not hold yet', () => {
    const client = seeded();
    cacheMessage(client, scope, chatMessage(9, { conversationId: 44 }), { fromOther: true, open: false });
    expect(client.getQueryState(conversationsKey(scope))?.isInvalidated).toBe(true);
    expect(client.getQueryState(supportConversationKey(scope))?.isInvalidated).toBe(true);
    expect(client.getQueryState(messagesKey(scope, 3))?.isInvalidated).toBe(false);
  });

  it('keeps accounts and languages apart', () => {
    const client = seeded();
    const other: ChatScope = { lang: 'nl', viewer: 99 };
    cacheMessage(client, other, chatMessage(2, { body: 'Niet van jou' }), { fromOther: true, open: false });
    expect(listOf(client).map((item) => item.lastMessage)).toEqual([null, null]);
  });

  it('shares a fresher summary and the read receipt between the list and the pane', () => {
    const client = seeded();
    cacheSummary(client, scope, conversation({ blocked: true }));
    expect(listOf(client).find((item) => item.id === 3)?.blocked).toBe(true);
    cacheOtherRead(client, scope, { conversationId: 3, lastReadAt: '2026-11-23T10:05:00.000Z' });
    const summary = client.getQueryData<MessagePages>(messagesKey(scope, 3))?.pages[0]?.conversation;
    expect(summary).toMatchObject({ blocked: true, otherLastReadAt: '2026-11-23T10:05:00.000Z' });
  });
});

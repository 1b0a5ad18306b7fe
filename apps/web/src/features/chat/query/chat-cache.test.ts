import { describe, expect, it, vi } from 'vitest';
import { InfiniteQueryObserver, QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ChatMessage, ConversationListResponse, MessageListResponse } from '@kraam/shared';
import { chatMessage, conversation, ME } from '../chat-test-data';
import {
  cacheMessage,
  cacheOtherRead,
  cacheSummary,
  readAgain,
  type ConversationPages,
  type MessagePages,
} from './chat-cache';
import {
  conversationsKey,
  messageReadsKey,
  messagesKey,
  supportConversationKey,
  type ChatScope,
} from './chat-keys';

const scope: ChatScope = { lang: 'nl', viewer: ME };
const listPage = (items: ConversationListResponse['data']): ConversationListResponse => ({
  data: items,
  message: null,
  nextCursor: null,
  unreadTotal: 0,
  supportTeam: false,
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
  /** A pane on `key` whose reads answer `answers` in turn, each once released. */
  function observedPane(client: QueryClient, key: QueryKey, answers: ChatMessage[][]) {
    const releases: (() => void)[] = [];
    const observer = new InfiniteQueryObserver(client, {
      queryKey: key,
      queryFn: ({ signal }) => {
        const data = answers.shift() ?? [];
        return new Promise<MessageListResponse>((resolve, reject) => {
          signal.addEventListener('abort', () => reject(new Error('aborted')));
          releases.push(() => resolve(messagePage(data)));
        });
      },
      initialPageParam: null as string | null,
      getNextPageParam: () => undefined,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    const ids = () => client.getQueryData<MessagePages>(key)?.pages[0]?.data.map((known) => known.id);
    /** Answers the reads in flight, one by one, until none is left. */
    const answerAll = async () => {
      await vi.waitFor(() => expect(releases).toHaveLength(1));
      releases.shift()?.();
      await vi.waitFor(() => expect(client.getQueryState(key)?.fetchStatus).toBe('idle'));
    };
    return { releases, ids, answerAll, unsubscribe };
  }

  // A pane read again (it has data) and a pane's first read (a new conversation opened under its id).
  it.each([
    ['being read again', 3],
    ['read for the first time', 7],
  ])('keeps a pushed message that arrives while the open pane is %s', async (_, conversationId) => {
    const client = seeded();
    const stored = (id: number) => chatMessage(id, { conversationId });
    // The server's answers: the first read began before message 2 was stored, the next one after.
    const pane = observedPane(client, messagesKey(scope, conversationId), [
      [stored(1)],
      [stored(2), stored(1)],
    ]);
    await vi.waitFor(() => expect(pane.releases).toHaveLength(1));

    cacheMessage(client, scope, stored(2), { fromOther: true, open: true });
    pane.releases.shift()?.();
    await pane.answerAll();
    expect(pane.ids()).toEqual([2, 1]);
    pane.unsubscribe();
  });

  it('reads again, rather than joins, a first read in flight', async () => {
    const client = new QueryClient();
    const pane = observedPane(client, messagesKey(scope, 7), [
      [chatMessage(1)],
      [chatMessage(2), chatMessage(1)],
    ]);
    await vi.waitFor(() => expect(pane.releases).toHaveLength(1));

    readAgain(client, messageReadsKey(scope));
    pane.releases.shift()?.();
    await pane.answerAll();
    expect(pane.ids()).toEqual([2, 1]);
    pane.unsubscribe();
  });

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

  it('fetches the list again for a conversation it does not hold yet', async () => {
    const client = seeded();
    cacheMessage(client, scope, chatMessage(9, { conversationId: 44 }), { fromOther: true, open: false });
    await vi.waitFor(() => {
      expect(client.getQueryState(conversationsKey(scope))?.isInvalidated).toBe(true);
      expect(client.getQueryState(supportConversationKey(scope))?.isInvalidated).toBe(true);
    });
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

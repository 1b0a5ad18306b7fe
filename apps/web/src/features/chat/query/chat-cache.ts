import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type {
  ChatMessage,
  ConversationListResponse,
  ConversationSummary,
  MessageListResponse,
} from '@kraam/shared';
import { withMessage, withSummary } from '../model/conversation-updates';
import {
  conversationReadsKey,
  conversationsKey,
  messagesKey,
  supportConversationKey,
  type ChatScope,
} from './chat-keys';

/** The cached conversation list and a conversation's messages: pages by cursor, newest first. */
export type ConversationPages = InfiniteData<ConversationListResponse, string | null>;
export type MessagePages = InfiniteData<MessageListResponse, string | null>;

export interface MessageChange {
  /** From the other party (it counts as unread unless the conversation is open). */
  fromOther: boolean;
  /** The conversation is open in the pane. */
  open: boolean;
}

const later = (a: string | null, b: string) => (a !== null && Date.parse(a) >= Date.parse(b) ? a : b);

/** The list with the message's conversation updated and moved to the top; null when it is not loaded. */
export function listWithMessage(
  list: ConversationPages,
  message: ChatMessage,
  change: MessageChange,
): ConversationPages | null {
  const item = list.pages.flatMap((page) => page.data).find((known) => known.id === message.conversationId);
  if (!item) return null;
  const moved = withMessage([item], message, change);
  return {
    ...list,
    pages: list.pages.map((page, index) => ({
      ...page,
      data: [...(index === 0 ? moved : []), ...page.data.filter((known) => known.id !== item.id)],
    })),
  };
}

/** The messages with one more (the newest page takes it); unchanged when it is already there. */
export function pagesWithMessage(pages: MessagePages, message: ChatMessage): MessagePages {
  if (pages.pages.some((page) => page.data.some((known) => known.id === message.id))) return pages;
  const [newest, ...older] = pages.pages;
  if (!newest) return pages;
  return { ...pages, pages: [{ ...newest, data: [message, ...newest.data] }, ...older] };
}

const pagesWithSummary = (pages: MessagePages, summary: ConversationSummary): MessagePages => ({
  ...pages,
  pages: pages.pages.map((page) => ({ ...page, conversation: summary })),
});

/**
 * Reads the queries again. A read in flight is cancelled first: its answer may predate the message and
 * would replace it, and a first read in flight would otherwise be joined rather than repeated.
 */
export function readAgain(client: QueryClient, queryKey: QueryKey, exact = false): void {
  const filters = { queryKey, exact };
  void client.cancelQueries(filters).then(() => client.invalidateQueries(filters));
}

/**
 * A message (pushed by the hub, or the answer to a send) into every read that shows it: the open pane's
 * messages and the list's preview and unread count. A read that is still loading or in flight (its answer
 * may predate the message and would replace it), or a conversation the list does not hold yet (a new one),
 * is fetched again.
 */
export function cacheMessage(
  client: QueryClient,
  scope: ChatScope,
  message: ChatMessage,
  change: MessageChange,
): void {
  const paneKey = messagesKey(scope, message.conversationId);
  const pane = client.getQueryState(paneKey);
  if (client.getQueryData<MessagePages>(paneKey)) {
    client.setQueryData<MessagePages>(paneKey, (pages) => pages && pagesWithMessage(pages, message));
  }
  if (pane && (pane.data === undefined || pane.fetchStatus === 'fetching')) readAgain(client, paneKey, true);

  const supportKey = supportConversationKey(scope);
  const support = client.getQueryData<ConversationListResponse>(supportKey);
  if (support?.data.some((item) => item.id === message.conversationId)) {
    client.setQueryData<ConversationListResponse>(supportKey, {
      ...support,
      data: withMessage(support.data, message, change),
    });
    if (client.getQueryState(supportKey)?.fetchStatus === 'fetching') readAgain(client, supportKey, true);
    return;
  }
  const listKey = conversationsKey(scope);
  const list = client.getQueryData<ConversationPages>(listKey);
  const updated = list ? listWithMessage(list, message, change) : null;
  if (updated) client.setQueryData(listKey, updated);
  if (!updated || client.getQueryState(listKey)?.fetchStatus === 'fetching') {
    readAgain(client, conversationReadsKey(scope));
  }
}

/** A fresher copy of a conversation (its pane loaded it, it was blocked) for the list and the pane. */
export function cacheSummary(client: QueryClient, scope: ChatScope, summary: ConversationSummary): void {
  client.setQueryData<ConversationPages>(
    conversationsKey(scope),
    (list) =>
      list && {
        ...list,
        pages: list.pages.map((page) => ({ ...page, data: withSummary(page.data, summary) })),
      },
  );
  client.setQueryData<ConversationListResponse>(
    supportConversationKey(scope),
    (support) => support && { ...support, data: withSummary(support.data, summary) },
  );
  client.setQueryData<MessagePages>(
    messagesKey(scope, summary.id),
    (pages) => pages && pagesWithSummary(pages, summary),
  );
}

/** The other party read the conversation up to `lastReadAt`: the pane's ticks turn to read. */
export function cacheOtherRead(
  client: QueryClient,
  scope: ChatScope,
  { conversationId, lastReadAt }: { conversationId: number; lastReadAt: string },
): void {
  client.setQueryData<MessagePages>(messagesKey(scope, conversationId), (pages) => {
    const summary = pages?.pages[0]?.conversation;
    if (!pages || !summary) return pages;
    return pagesWithSummary(pages, {
      ...summary,
      otherLastReadAt: later(summary.otherLastReadAt, lastReadAt),
    });
  });
}

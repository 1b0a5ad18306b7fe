import { API_PATHS, type Lang } from '@kraam/shared';
import { apiKey } from '@/lib/query/query-keys';

/** Whose chat and in which language: every chat read is the signed-in user's own. */
export interface ChatScope {
  lang: Lang;
  viewer: number | null;
}

/** Every conversation-list read of the user (the list, support, the lookup by ad). */
export const conversationReadsKey = ({ lang, viewer }: ChatScope) =>
  [API_PATHS.conversations, lang, viewer] as const;

/** The conversation list, page by page. */
export const conversationsKey = (scope: ChatScope) => apiKey(API_PATHS.conversations, scope);

/** The user's support conversation (a list of at most one). */
export const supportConversationKey = (scope: ChatScope) =>
  apiKey(API_PATHS.conversations, { ...scope, params: { support: true, limit: 1 } });

/** The user's conversation about an ad, if any (a list of at most one). */
export const adConversationKey = (scope: ChatScope, advertisementId: number) =>
  apiKey(API_PATHS.conversations, { ...scope, params: { advertisementId, limit: 1 } });

/** One conversation's messages, newest page first. */
export const messagesKey = (scope: ChatScope, conversationId: number) =>
  apiKey(API_PATHS.conversationMessages, { ...scope, params: { conversationId } });

/** Every conversation's messages of the user. */
export const messageReadsKey = ({ lang, viewer }: ChatScope) =>
  [API_PATHS.conversationMessages, lang, viewer] as const;

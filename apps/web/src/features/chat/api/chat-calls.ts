import {
  API_PATHS,
  type AdDetail,
  type ChatAd,
  type ConversationBlockResult,
  type ConversationListResponse,
  type ConversationReadResult,
  type ConversationReportResult,
  type MessageInsertResult,
  type MessageListResponse,
  type ReportReason,
} from '@kraam/shared';
import { requestJson } from '@/lib/api/request-json';
import { requestPage } from '@/lib/api/request-page';
import type { SellerCall } from '@/lib/api/seller-call';

/** Every chat call is signed in: API host, language and the bearer token. */
export type ChatCall = SellerCall & { signal?: AbortSignal };

/** Whom a message goes to: an existing conversation, the seller of an ad (a first message) or support. */
export type ChatTarget = { conversationId: number } | { advertisementId: number } | { support: true };

type ConversationFilter = { advertisementId: number } | { conversationId: number } | { support: true };

export const getConversations = (
  call: ChatCall,
  options: { cursor?: string | null; limit?: number; filter?: ConversationFilter } = {},
) => {
  const query: Record<string, string | number> = {};
  if (options.cursor) query.cursor = options.cursor;
  if (options.limit) query.limit = options.limit;
  if (options.filter) {
    for (const [key, value] of Object.entries(options.filter)) query[key] = String(value);
  }
  return requestPage<ConversationListResponse>(call.apiBase, API_PATHS.conversations, {
    ...call,
    query,
  });
};

/** One page of a conversation's messages, newest first; reading it marks the conversation read. */
export const getMessages = (call: ChatCall, conversationId: number, cursor?: string | null) =>
  requestPage<MessageListResponse>(call.apiBase, API_PATHS.conversationMessages, {
    ...call,
    query: cursor ? { conversationId, cursor } : { conversationId },
  });

export const sendMessage = async (call: ChatCall, target: ChatTarget, message: string, clientId: string) =>
  (
    await requestJson<MessageInsertResult>(call.apiBase, API_PATHS.conversationInsert, {
      ...call,
      method: 'POST',
      body: { ...target, message, clientId },
    })
  ).data;

export const markRead = (call: ChatCall, conversationId: number) =>
  requestJson<ConversationReadResult>(call.apiBase, API_PATHS.conversationRead, {
    ...call,
    method: 'POST',
    body: { conversationId },
  });

export const setBlocked = (call: ChatCall, conversationId: number, blocked: boolean) =>
  requestJson<ConversationBlockResult>(call.apiBase, API_PATHS.conversationBlock, {
    ...call,
    method: 'POST',
    body: { conversationId, blocked },
  });

export const reportConversation = (
  call: ChatCall,
  conversationId: number,
  reason: ReportReason,
  details: string,
) =>
  requestJson<ConversationReportResult>(call.apiBase, API_PATHS.conversationReport, {
    ...call,
    method: 'POST',
    body: { conversationId, reason, ...(details.trim() ? { details: details.trim() } : {}) },
  });

/** A draft conversation's ad card and the seller's name, from the public ad page's answer. */
export const chatAdCardOf = (detail: AdDetail): { ad: ChatAd; sellerName: string } => ({
  ad: {
    id: detail.id,
    title: detail.title,
    priceType: detail.priceType,
    priceCents: detail.priceCents,
    rentalPeriod: detail.rentalPeriod,
    galleryId: detail.galleryId,
    tradeState: detail.tradeState,
    available: true,
  },
  sellerName: detail.booth.name,
});

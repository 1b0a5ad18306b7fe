'use client';
import { skipToken, useQuery } from '@tanstack/react-query';
import { API_PATHS, type AdDetail, type ChatAd } from '@kraam/shared';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { apiQuery } from '@/lib/query/api-query';
import { chatAdCardOf, getConversations, type ChatCall } from '../api/chat-calls';
import { adConversationKey, type ChatScope } from '../query/chat-keys';

export type AdDraft =
  | { status: 'loading' }
  /** The user already talks about this ad: open that conversation. */
  | { status: 'existing'; conversationId: number }
  | { status: 'draft'; ad: ChatAd; sellerName: string }
  | { status: 'failed'; message: string };

/**
 * ?adId= from the ad page's 'Chat met de verkoper': the user's conversation about the ad when there is
 * one, else a draft showing the ad's card (its first message starts the conversation). Null without an ad.
 */
export function useAdDraft(
  call: ChatCall,
  scope: ChatScope,
  adId: number | null,
  fallback: string,
): AdDraft | null {
  const existing = useQuery({
    queryKey: adConversationKey(scope, adId ?? 0),
    queryFn:
      adId === null
        ? skipToken
        : ({ signal }) =>
            getConversations({ ...call, signal }, { filter: { advertisementId: adId }, limit: 1 }),
    select: (page) => page.data[0]?.id ?? null,
    staleTime: 0,
  });
  // The ad page's own read, shared with it in the cache.
  const card = useQuery({
    ...apiQuery<AdDetail>({
      apiBase: call.apiBase,
      path: API_PATHS.adDetail,
      lang: scope.lang,
      params: { id: adId ?? 0 },
      token: call.token,
      viewer: scope.viewer,
    }),
    enabled: adId !== null && existing.data === null,
    select: chatAdCardOf,
  });

  if (adId === null) return null;
  const failure = existing.error ?? card.error;
  if (failure) {
    const gone = failure instanceof ApiError && failure.status === 404;
    return { status: 'failed', message: gone ? fallback : errorMessage(failure, fallback) };
  }
  if (typeof existing.data === 'number') return { status: 'existing', conversationId: existing.data };
  return card.data ? { status: 'draft', ...card.data } : { status: 'loading' };
}

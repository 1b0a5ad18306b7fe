'use client';
import { useEffect, useState } from 'react';
import type { ChatAd } from '@kraam/shared';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { getAdCard, getConversations, type ChatCall } from '../api/chat-calls';

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
export function useAdDraft(call: ChatCall, adId: number | null, fallback: string): AdDraft | null {
  const [draft, setDraft] = useState<{ adId: number; value: AdDraft } | null>(null);

  useEffect(() => {
    if (adId === null) return;
    const controller = new AbortController();
    const signed = { ...call, signal: controller.signal };
    const settle = (value: AdDraft) => setDraft({ adId, value });
    getConversations(signed, { filter: { advertisementId: adId }, limit: 1 })
      .then(async (page) => {
        const existing = page.data[0];
        if (existing) return settle({ status: 'existing', conversationId: existing.id });
        settle({ status: 'draft', ...(await getAdCard(signed, adId)) });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const gone = error instanceof ApiError && error.status === 404;
        settle({ status: 'failed', message: gone ? fallback : errorMessage(error, fallback) });
      });
    return () => controller.abort();
  }, [call, adId, fallback]);

  if (adId === null) return null;
  return draft?.adId === adId ? draft.value : { status: 'loading' };
}

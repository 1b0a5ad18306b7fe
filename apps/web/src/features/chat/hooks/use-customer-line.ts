'use client';
import { useFormatter, useTranslations } from 'next-intl';
import type { ConversationSummary } from '@kraam/shared';

/**
 * For the support team: who wrote, as one line under their name (when they joined, their booth if
 * any); undefined for every other conversation.
 */
export function useCustomerLine(): (conversation: ConversationSummary) => string | undefined {
  const t = useTranslations('chat.list');
  const format = useFormatter();
  return (conversation) => {
    if (!conversation.customer) return undefined;
    const since = format.dateTime(new Date(conversation.customer.memberSince), {
      month: 'short',
      year: 'numeric',
    });
    return [t('memberSince', { date: since }), conversation.otherBooth?.name].filter(Boolean).join(' · ');
  };
}

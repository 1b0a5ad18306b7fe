'use client';
import { useCallback, useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Notification } from '@kraam/shared';
import { euroFormatter } from '@/components/ads/price-text';

/** A notification as one sentence in the reader's language, from its kind and what it is about. */
export function useNotificationWords(): (notification: Notification) => string {
  const t = useTranslations('notifications');
  // Whole euros as on the ad cards: '€ 120', not '€ 120,00'.
  const locale = useLocale();
  const formatEuro = useMemo(() => euroFormatter(locale), [locale]);
  return useCallback(
    ({ kind, subject }: Notification) => {
      const euros = (cents: number | null) => (cents === null ? '' : formatEuro(cents));
      const title = subject.title ?? t('fallback.ad');
      switch (kind) {
        case 'savedSearchMatch':
          return t('kinds.savedSearchMatch', {
            search: subject.savedSearchName ?? t('fallback.search'),
            title,
            priced: subject.priceCents === null ? 'no' : 'yes',
            price: euros(subject.priceCents),
          });
        case 'priceDrop':
          return t('kinds.priceDrop', {
            title,
            priced: subject.priceCents === null ? 'no' : 'yes',
            price: euros(subject.priceCents),
            hadPrevious: subject.previousPriceCents === null ? 'no' : 'yes',
            previous: euros(subject.previousPriceCents),
          });
        case 'bidPlaced':
        case 'bidAccepted':
        case 'bidDeclined':
          return t(`kinds.${kind}`, { title, price: euros(subject.priceCents) });
        case 'system':
          return subject.title ?? t('fallback.system');
        default:
          return t(`kinds.${kind}`, { title });
      }
    },
    [t, formatEuro],
  );
}

'use client';
import { useCallback } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { Notification } from '@kraam/shared';

/** A notification as one sentence in the reader's language, from its kind and what it is about. */
export function useNotificationWords(): (notification: Notification) => string {
  const t = useTranslations('notifications');
  const format = useFormatter();
  return useCallback(
    ({ kind, subject }: Notification) => {
      const euros = (cents: number | null) =>
        cents === null ? '' : format.number(cents / 100, { style: 'currency', currency: 'EUR' });
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
        case 'system':
          return subject.title ?? t('fallback.system');
        default:
          return t(`kinds.${kind}`, { title });
      }
    },
    [t, format],
  );
}

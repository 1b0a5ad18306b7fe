'use client';
import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { nameParts, otherFilterCount } from '../model/name-parts';

/** A saved query in words for the list: '“fiets” · binnen 10 km van 3500 · tot € 150 · 1 filter meer'. */
export function useSearchSummary(): (query: string) => string {
  const t = useTranslations('savedSearches.summary');
  return useCallback(
    (query: string) => {
      const parts = nameParts(query);
      const pieces: string[] = [];
      if (parts.search) pieces.push(t('search', { term: parts.search }));
      if (parts.postalCode)
        pieces.push(
          parts.radiusKm
            ? t('near', { km: parts.radiusKm, postcode: parts.postalCode })
            : t('postcode', { postcode: parts.postalCode }),
        );
      if (parts.priceMin !== undefined && parts.priceMax !== undefined)
        pieces.push(t('priceBetween', { min: parts.priceMin, max: parts.priceMax }));
      else if (parts.priceMin !== undefined) pieces.push(t('priceFrom', { min: parts.priceMin }));
      else if (parts.priceMax !== undefined) pieces.push(t('priceUpTo', { max: parts.priceMax }));
      const others = otherFilterCount(query);
      if (others > 0) pieces.push(t('more', { count: others }));
      return pieces.length > 0 ? pieces.join(' · ') : t('all');
    },
    [t],
  );
}

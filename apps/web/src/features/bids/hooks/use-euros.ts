'use client';
import { useCallback, useMemo } from 'react';
import { useLocale } from 'next-intl';
import { euroFormatter } from '@/components/ads/price-text';

/** Whole euros (bids are in euros) as the ad cards write prices: '€ 1.250' or '€1,250'. */
export function useEuros(): (euros: number) => string {
  const locale = useLocale();
  const format = useMemo(() => euroFormatter(locale), [locale]);
  return useCallback((euros: number) => format(euros * 100), [format]);
}

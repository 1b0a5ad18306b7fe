'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { AdSummary } from '@kraam/shared';
import { euroFormatter, priceMessage } from './price-text';

/** The price as its type says it (SPEC §3 price types): '€ 1.250', 'Bieden vanaf € 50', 'Gratis'. */
export function PriceLabel({ ad }: { ad: Pick<AdSummary, 'priceType' | 'priceCents' | 'rentalPeriod'> }) {
  const t = useTranslations('adCard');
  const { key, amount } = priceMessage(ad, euroFormatter(useLocale()));
  return <>{t(key, { amount })}</>;
}

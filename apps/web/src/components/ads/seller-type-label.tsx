'use client';
import { useTranslations } from 'next-intl';
import type { SellerType } from '@kraam/shared';

/**
 * 'Particulier' or 'Zakelijk' (EU Omnibus directive): whom the buyer buys from, which decides whether
 * consumer law applies. The same words on every ad card, the ad page and the booth page; the caller styles it.
 */
export function SellerTypeLabel({ sellerType, className }: { sellerType: SellerType; className?: string }) {
  const t = useTranslations('adCard.sellerType');
  return (
    <span className={className} data-testid="seller-type">
      {t(sellerType)}
    </span>
  );
}

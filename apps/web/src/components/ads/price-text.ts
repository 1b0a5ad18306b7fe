import type { AdSummary } from '@kraam/shared';
import { toLang } from '@/i18n/locale';
import { NUMBER_SEPARATORS, formatWholeNumber } from '@/lib/format/whole-number';

type PriceParts = Pick<AdSummary, 'priceType' | 'priceCents' | 'rentalPeriod'>;

/** Keys under `adCard` that say a price in words; each takes `{amount}` where it has one. */
export type PriceMessageKey =
  | 'price.startPrice'
  | 'price.suggestion'
  | 'price.seeDescription'
  | 'price.swap'
  | 'price.free'
  | 'price.deposit'
  | 'price.rental.day'
  | 'price.rental.week'
  | 'price.rental.month';

/** Which message says this ad's price and the amount to put in it ('' without one). */
export function priceMessage(ad: PriceParts, formatEuro: (cents: number) => string) {
  const amount = ad.priceCents === null ? '' : formatEuro(ad.priceCents);
  const key: PriceMessageKey =
    ad.priceType === 'rental' ? `price.rental.${ad.rentalPeriod ?? 'month'}` : `price.${ad.priceType}`;
  return { key, amount };
}

/**
 * Euros without cents when whole, in the page's language: '€ 1.250' (nl) or '€1,250' (en), the same text
 * Intl's currency format gives (price-text.test.ts holds them side by side), written out for the reason
 * formatWholeNumber is (decision 0023). Prices are whole, non-negative cents (the shared ad schema).
 */
export const euroFormatter = (locale: string) => {
  const lang = toLang(locale);
  // Intl separates the euro sign with a no-break space in Dutch.
  const sign = lang === 'nl' ? '€\u00a0' : '€';
  return (cents: number) => {
    const euros = formatWholeNumber(Math.floor(cents / 100), lang);
    const rest = cents % 100;
    return `${sign}${euros}${rest === 0 ? '' : `${NUMBER_SEPARATORS[lang].decimal}${String(rest).padStart(2, '0')}`}`;
  };
};

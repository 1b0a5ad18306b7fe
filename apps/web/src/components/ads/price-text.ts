import type { AdSummary } from '@kraam/shared';

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

const formatters = new Map<string, (cents: number) => string>();

/**
 * Euros without cents when whole, in the page's language: '€ 1.250' (nl) or '€1,250' (en). One pair of
 * Intl formatters per language rather than per card: a page of cards built 64 while it hydrated.
 */
export const euroFormatter = (locale: string) => {
  let format = formatters.get(locale);
  if (!format) {
    const whole = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    });
    const exact = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    format = (cents: number) => (cents % 100 === 0 ? whole : exact).format(cents / 100);
    formatters.set(locale, format);
  }
  return format;
};

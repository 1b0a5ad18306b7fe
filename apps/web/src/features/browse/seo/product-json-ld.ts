import type { AdDetail, Condition, TradeState } from '@kraam/shared';

const AVAILABILITY: Record<TradeState, string> = {
  available: 'https://schema.org/InStock',
  reserved: 'https://schema.org/LimitedAvailability',
  sold: 'https://schema.org/SoldOut',
};

const ITEM_CONDITION: Record<Condition, string> = {
  new: 'https://schema.org/NewCondition',
  asNew: 'https://schema.org/UsedCondition',
  good: 'https://schema.org/UsedCondition',
  used: 'https://schema.org/UsedCondition',
  defective: 'https://schema.org/DamagedCondition',
};

interface ProductJsonLdInput {
  ad: AdDetail;
  /** The canonical address of the ad page. */
  url: string;
  /** Absolute addresses of the ad's photos, main image first. */
  images: string[];
}

/**
 * schema.org Product with its Offer for the ad page. An offer needs a price, so ads priced "see
 * description" or "swap" are described without one; "free" is a price of 0.
 */
export function productJsonLd({ ad, url, images }: ProductJsonLdInput): Record<string, unknown> {
  const price = ad.priceType === 'free' ? 0 : ad.priceCents === null ? null : ad.priceCents / 100;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: ad.title,
    description: ad.description || ad.title,
    url,
    ...(images.length > 0 ? { image: images } : {}),
    ...(ad.categoryPath.length > 0
      ? { category: ad.categoryPath.map((node) => node.title).join(' > ') }
      : {}),
    ...(ad.condition ? { itemCondition: ITEM_CONDITION[ad.condition] } : {}),
    ...(price === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url,
            price: price.toFixed(2),
            priceCurrency: 'EUR',
            availability: AVAILABILITY[ad.tradeState],
            ...(ad.validUntil ? { priceValidUntil: ad.validUntil.slice(0, 10) } : {}),
            seller: { '@type': 'Organization', name: ad.booth.name },
          },
        }),
  };
}

/** JSON for a <script> element: `<` escaped so a title cannot close the script. */
export const jsonLdText = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

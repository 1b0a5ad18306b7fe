import { describe, expect, it } from 'vitest';
import type { AdDetail } from '@kraam/shared';
import { jsonLdText, productJsonLd } from './product-json-ld';

const ad = (overrides: Partial<AdDetail> = {}): AdDetail => ({
  id: 7,
  title: 'Gazelle damesfiets',
  priceType: 'startPrice',
  priceCents: 12_550,
  rentalPeriod: null,
  condition: 'good',
  delivery: 'pickup',
  galleryId: 'img-1',
  imageCount: 1,
  cityName: 'Utrecht',
  provinceName: 'Utrecht',
  boothId: 3,
  boothName: 'Fietsenkraam',
  sellerType: 'private',
  categoryId: 12,
  tradeState: 'available',
  promoted: false,
  publishedAt: '2026-11-20T10:00:00.000Z',
  description: 'Mooie fiets',
  tags: [],
  imageIds: ['img-1'],
  fields: [],
  categoryPath: [
    { id: 1, title: 'Fietsen' },
    { id: 12, title: 'Damesfietsen' },
  ],
  booth: {
    id: 3,
    name: 'Fietsenkraam',
    title: '',
    logoId: null,
    memberSince: '2025-01-01T00:00:00.000Z',
    rating: { average: null, count: 0 },
    signals: {
      memberSince: '2025-01-01T00:00:00.000Z',
      completedSales: 0,
      responseTime: null,
      emailConfirmed: true,
    },
  },
  hasPhone: false,
  location: {
    countryName: 'Nederland',
    provinceName: 'Utrecht',
    cityName: 'Utrecht',
    postalCode: null,
    street: null,
    latitude: 52.09,
    longitude: 5.12,
    precise: false,
  },
  validUntil: '2026-12-11T10:00:00.000Z',
  viewCount: 3,
  favoriteCount: 1,
  isFavorite: false,
  related: [],
  priceHistory: [],
  wasPriceCents: null,
  previousId: null,
  nextId: null,
  ...overrides,
});

const input = (overrides: Partial<AdDetail> = {}) => ({
  ad: ad(overrides),
  url: 'https://kraam.example/ads/7',
  images: ['https://api.kraam.example/public/downloadFileById/img-1?w=1200'],
});

describe('productJsonLd', () => {
  it('describes the ad as a Product with a EUR Offer in stock', () => {
    const json = productJsonLd(input());
    expect(json).toMatchObject({
      '@type': 'Product',
      name: 'Gazelle damesfiets',
      category: 'Fietsen > Damesfietsen',
      itemCondition: 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        price: '125.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        priceValidUntil: '2026-12-11',
      },
    });
  });

  it('says sold and reserved ads are not freely available', () => {
    expect(productJsonLd(input({ tradeState: 'sold' })).offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
    });
    expect(productJsonLd(input({ tradeState: 'reserved' })).offers).toMatchObject({
      availability: 'https://schema.org/LimitedAvailability',
    });
  });

  it('prices a free ad at 0 and leaves the offer out when there is no price', () => {
    expect(productJsonLd(input({ priceType: 'free', priceCents: null })).offers).toMatchObject({
      price: '0.00',
    });
    expect(productJsonLd(input({ priceType: 'swap', priceCents: null }))).not.toHaveProperty('offers');
  });
});

describe('jsonLdText', () => {
  it('cannot be closed early by a title holding a script tag', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

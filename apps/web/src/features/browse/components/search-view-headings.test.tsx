import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AdSummary } from '@kraam/shared';
import { renderWithProviders } from '@/test/render';
import { SearchView } from './search-view';
import { testNavigation } from '@/test/navigation';

beforeEach(() => {
  testNavigation.pathname = '/categoryAds';
});

const ad: AdSummary = {
  id: 7,
  title: 'Gazelle damesfiets',
  priceType: 'free',
  priceCents: null,
  rentalPeriod: null,
  condition: null,
  delivery: 'pickup',
  galleryId: null,
  imageCount: 0,
  cityName: null,
  provinceName: null,
  boothId: 1,
  boothName: 'De Ketting',
  sellerType: 'private',
  categoryId: 3,
  tradeState: 'available',
  promoted: false,
  publishedAt: null,
};

// On a phone the filter panel (with its h2) is hidden: the cards' h3 titles need an h2 of their own
// after the page's h1, or the heading order skips a level (Lighthouse and axe: heading-order).
describe('SearchView headings', () => {
  it.each([
    ['nl', 'Zoekresultaten'],
    ['en', 'Search results'],
  ] as const)('puts an h2 over the results outside the filter panel (%s)', (lang, name) => {
    renderWithProviders(
      <SearchView filters={{ search: 'fiets' }} initial={{ data: [ad], nextCursor: null, total: 1 }} />,
      lang,
    );
    const heading = screen.getByRole('heading', { level: 2, name });
    expect(screen.getByRole('complementary').contains(heading)).toBe(false);
    const card = screen.getByRole('heading', { level: 3, name: 'Gazelle damesfiets' });
    // The results heading comes before the first card in the document.
    expect(heading.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(screen.getByRole('complementary')).queryByRole('heading', { level: 3 })).toBeNull();
  });
});

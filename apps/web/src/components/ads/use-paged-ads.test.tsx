import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdSummary } from '@kraam/shared';
import { renderWithProviders } from '@/test/render';
import { AdList } from './ad-list';
import { usePagedAds, type AdPage } from './use-paged-ads';

const ad = (id: number): AdSummary => ({
  id,
  title: `Advertentie ${id}`,
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
});

function List({
  fetchPage,
  first,
}: {
  fetchPage: (cursor: string | null) => Promise<AdPage>;
  first?: AdPage;
}) {
  const paged = usePagedAds({ queryKey: ['/list', 'nl', null, {}], fetchPage, first });
  return <AdList paged={paged} label="Lijst" />;
}

afterEach(() => vi.unstubAllGlobals());

describe('usePagedAds', () => {
  it('starts from the server-rendered page, adds the next one once, and shows a card seen before once', async () => {
    const fetchPage = vi.fn((cursor: string | null) =>
      Promise.resolve({ data: [ad(2), ad(3)], nextCursor: cursor === 'c2' ? null : 'c3' }),
    );
    renderWithProviders(<List fetchPage={fetchPage} first={{ data: [ad(1), ad(2)], nextCursor: 'c2' }} />);
    expect(screen.getAllByTestId('ad-card')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Meer laden' }));
    await waitFor(() => expect(screen.getAllByTestId('ad-card')).toHaveLength(3));
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage.mock.calls[0]?.[0]).toBe('c2');
    expect(screen.queryByRole('button', { name: 'Meer laden' })).toBeNull();
  });

  it('says when a later page failed and loads it again on request', async () => {
    const fetchPage = vi
      .fn<(cursor: string | null) => Promise<AdPage>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ data: [ad(2)], nextCursor: null });
    renderWithProviders(<List fetchPage={fetchPage} first={{ data: [ad(1)], nextCursor: 'c2' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Meer laden' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Meer advertenties laden lukte niet.');
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(screen.getAllByTestId('ad-card')).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdSummary } from '@kraam/shared';
import { fakeApi, json } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { BoothAds } from './booth-ads';

const ad = (id: number): AdSummary => ({
  id,
  title: `Fiets ${id}`,
  priceType: 'startPrice',
  priceCents: 12500,
  rentalPeriod: null,
  condition: null,
  delivery: 'pickup',
  galleryId: null,
  imageCount: 0,
  cityName: 'Utrecht',
  provinceName: 'Utrecht',
  boothId: 4,
  boothName: 'De Ketting',
  sellerType: 'private',
  categoryId: 11,
  tradeState: 'available',
  promoted: false,
  publishedAt: '2026-11-20T10:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('BoothAds', () => {
  it("counts every ad of the booth by the API's total and loads the next page on request", async () => {
    const api = fakeApi({
      '/public/v2/Advertisement/GetAllWithFilter': json(200, {
        data: [ad(3)],
        message: null,
        nextCursor: null,
        total: 3,
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(
      <BoothAds
        boothId={4}
        first={{ data: [ad(1), ad(2)], nextCursor: 'c2', total: 3, totalCapped: false }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Advertenties (3)' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Fiets/ })).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Meer laden' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Fiets/ })).toHaveLength(3));
    const query = api.calls[0]?.url.searchParams;
    expect(query?.get('boothId')).toBe('4');
    expect(query?.get('cursor')).toBe('c2');
    expect(screen.queryByRole('button', { name: 'Meer laden' })).toBeNull();
  });

  it('says "more than" when the total is capped, in English too', () => {
    renderWithProviders(
      <BoothAds boothId={4} first={{ data: [ad(1)], nextCursor: 'c2', total: 1000, totalCapped: true }} />,
      'en',
    );
    expect(screen.getByRole('heading', { name: 'Ads (more than 1000)' })).toBeTruthy();
  });

  it('shows the empty text with the owner’s next step when the booth has no ads', () => {
    renderWithProviders(
      <BoothAds
        boothId={4}
        first={{ data: [], nextCursor: null, total: 0 }}
        emptyAction={<a href="/x">Plaats</a>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Advertenties (0)' })).toBeTruthy();
    expect(screen.getByText('Deze kraam heeft nog geen advertenties online.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Plaats' })).toBeTruthy();
  });
});

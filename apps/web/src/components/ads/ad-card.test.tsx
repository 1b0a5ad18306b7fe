import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdSummary } from '@kraam/shared';
import { aBooth } from '@/test/booth-fixture';
import { fakeApi, json } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { AdCard } from './ad-card';

const ad: AdSummary = {
  id: 7,
  title: 'Gazelle damesfiets',
  priceType: 'suggestion',
  priceCents: 12_500,
  rentalPeriod: null,
  condition: 'used',
  delivery: 'pickup',
  galleryId: null,
  imageCount: 0,
  cityName: 'Utrecht',
  provinceName: 'Utrecht',
  boothId: 1,
  boothName: 'De Ketting',
  sellerType: 'private',
  categoryId: 3,
  tradeState: 'reserved',
  promoted: true,
  publishedAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  distanceKm: 4.4,
};

// Intl separates the euro sign with a no-break space in Dutch.
const text = (element: HTMLElement) => (element.textContent ?? '').replaceAll('\u00a0', ' ');

afterEach(() => vi.unstubAllGlobals());

describe('AdCard', () => {
  it('shows price by its type, badges, title, place, distance and age, linking to the ad (nl)', () => {
    renderWithProviders(<AdCard ad={ad} href="/ads/7?list=sort%3Dnewest" />);
    const card = screen.getByTestId('ad-card');
    const link = within(card).getByRole('link');
    expect(link.getAttribute('href')).toBe('/ads/7?list=sort%3Dnewest');
    expect(within(link).getByRole('heading', { level: 3, name: 'Gazelle damesfiets' })).toBeTruthy();
    expect(text(link)).toContain('Bieden vanaf € 125');
    expect(link.textContent).toContain('Uitgelicht');
    expect(link.textContent).toContain('Gereserveerd');
    expect(link.textContent).toContain('Utrecht · 4 km · 2 dagen geleden');
    expect(within(link).getByTestId('seller-type').textContent).toBe('Particulier');
    // The heart sits beside the link (a button may not be inside an anchor), named after the ad.
    const heart = within(card).getByRole('button', { name: 'Gazelle damesfiets bewaren als favoriet' });
    expect(link.contains(heart)).toBe(false);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
  });

  it('says it in English, without badges for an available ad that is not promoted', () => {
    renderWithProviders(<AdCard ad={{ ...ad, tradeState: 'available', promoted: false }} />, 'en');
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/ads/7');
    expect(link.textContent).toContain('Bid from €125');
    expect(link.textContent).not.toContain('Promoted');
    expect(link.textContent).not.toContain('Reserved');
    expect(link.textContent).toContain('2 days ago');
    expect(within(link).getByTestId('seller-type').textContent).toBe('Private');
    expect(screen.getByRole('button', { name: /Gazelle damesfiets/ })).toBeTruthy();
  });

  it('names a trader a business, in either language', () => {
    const { unmount } = renderWithProviders(<AdCard ad={{ ...ad, sellerType: 'trader' }} />);
    expect(screen.getByTestId('seller-type').textContent).toBe('Zakelijk');
    unmount();
    renderWithProviders(<AdCard ad={{ ...ad, sellerType: 'trader' }} />, 'en');
    expect(screen.getByTestId('seller-type').textContent).toBe('Business');
  });

  it("shows no heart on the viewer's own ads, and one on others' ads", async () => {
    window.localStorage.setItem('userInfo', JSON.stringify({ token: 'own-card-token', userId: 7 }));
    const api = fakeApi({
      '/exhibitor/v2/Booth/Get': json(200, {
        data: aBooth({ id: 1, name: 'De Ketting', title: '' }),
        message: null,
      }),
      '/exhibitor/v2/WishList/GetAll': json(200, { data: [], message: null, nextCursor: null }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(
      <>
        <AdCard ad={ad} />
        <AdCard ad={{ ...ad, id: 8, title: 'Batavus herenfiets', boothId: 2 }} />
      </>,
      'en',
    );
    expect(await screen.findByRole('button', { name: 'Save Batavus herenfiets to favourites' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Save Gazelle damesfiets to favourites' })).toBeNull(),
    );
    window.localStorage.removeItem('userInfo');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import type { Lang } from '@kraam/shared';
import { ViewerProvider } from '@/lib/session/viewer-context';
import { renderWithProviders } from '@/test/render';
import { fakeApi, json, type Route } from '@/test/fake-api';
import { FavoriteHeart } from './favorite-heart';
import { FavoritesProvider, useFavorites } from './use-favorites';
import { rememberLoginIntent } from '@/lib/login-intent';
import { spyOnToastsInEachTest } from '@/test/toast-spies';

spyOnToastsInEachTest();

const WISH_LIST = '/exhibitor/v2/WishList/GetAll';
const LIKE = '/public/v2/Advertisement/Like';
const wishList = (ids: number[]) =>
  json(200, {
    data: ids.map((id) => ({
      id,
      title: `Ad ${id}`,
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
    })),
    message: null,
    nextCursor: null,
  });

/** The ad page's button, as a second consumer of the same favourites. */
function AdPageFavorite({ adId }: { adId: number }) {
  const favorites = useFavorites();
  return (
    <button type="button" aria-pressed={favorites.isLiked(adId)} onClick={() => favorites.toggle(adId)}>
      ad page
    </button>
  );
}

function renderBoth(routes: Record<string, Route | Response>, lang: Lang = 'nl') {
  const api = fakeApi({ [WISH_LIST]: wishList([]), ...routes });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(
    <ViewerProvider value={{ token: 'token', userId: 7, known: true }}>
      <FavoritesProvider>
        <FavoriteHeart adId={5} title="Gazelle" boothId={1} />
        <AdPageFavorite adId={5} />
      </FavoritesProvider>
    </ViewerProvider>,
    lang,
  );
  return api;
}
const adPage = () => screen.getByRole('button', { name: 'ad page' });
/** The paths asked for, but the viewer's own booth (the header reads it anyway; the hearts share it). */
const pathsAsked = (fetchMock: ReturnType<typeof fakeApi>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(input as string).pathname)
    .filter((path) => path !== '/exhibitor/v2/Booth/Get');

afterEach(() => vi.unstubAllGlobals());

describe('useFavorites', () => {
  it('shows a favourite toggled on the ad page on every card at once, from one wish-list load', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = renderBoth({});
    api.fetchMock.mockImplementation((input: RequestInfo | URL) =>
      (input as string).includes(LIKE)
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : Promise.resolve(wishList([])),
    );
    const heart = await screen.findByRole('button', { name: 'Gazelle bewaren als favoriet' });
    await waitFor(() => expect(pathsAsked(api.fetchMock)).toEqual([WISH_LIST]));
    fireEvent.click(adPage());
    // Before the server answers: the card's heart is filled already and waits for the answer.
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(heart.getAttribute('aria-label')).toBe('Gazelle uit je favorieten halen');
    expect((heart as HTMLButtonElement).disabled).toBe(true);
    answer(json(200, { data: { advertisementId: 5, liked: true, favoriteCount: 1 }, message: null }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Advertentie toegevoegd aan je favorieten',
        expect.anything(),
      ),
    );
    expect(adPage().getAttribute('aria-pressed')).toBe('true');
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    // Two consumers, one wish-list load and one toggle; the hearts' ids are set from the answer, not reloaded.
    expect(pathsAsked(api.fetchMock)).toEqual([WISH_LIST, LIKE]);
  });

  it('takes the heart back and says so in Dutch when the server refuses', async () => {
    renderBoth({
      [WISH_LIST]: wishList([5]),
      [LIKE]: json(500, {
        message: 'Er ging iets mis aan onze kant. Probeer het later opnieuw.',
        code: 'INTERNAL_ERROR',
      }),
    });
    const heart = await screen.findByRole('button', { name: 'Gazelle uit je favorieten halen' });
    fireEvent.click(heart);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Er ging iets mis aan onze kant. Probeer het later opnieuw.',
        expect.anything(),
      ),
    );
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(adPage().getAttribute('aria-pressed')).toBe('true');
  });

  it('takes the heart back and says so in English when the network fails', async () => {
    const api = renderBoth({}, 'en');
    api.fetchMock.mockImplementation((input: RequestInfo | URL) =>
      (input as string).includes(LIKE)
        ? Promise.reject(new TypeError('offline'))
        : Promise.resolve(wishList([])),
    );
    const heart = await screen.findByRole('button', { name: 'Save Gazelle to favourites' });
    fireEvent.click(heart);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Your favourites could not be updated. Please try again.',
        expect.anything(),
      ),
    );
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Save Gazelle to favourites' })).toBe(heart);
  });

  it.each([[[]], [[5]]])(
    'saves (never toggles) the ad a guest clicked before logging in, once (wish list %j)',
    async (before) => {
      rememberLoginIntent({ intent: 'favorite', adId: 5 }, '/ads/5');
      const api = renderBoth({
        [WISH_LIST]: wishList(before),
        [LIKE]: json(200, { data: { advertisementId: 5, liked: true, favoriteCount: 1 }, message: null }),
      });
      const likes = () => api.fetchMock.mock.calls.filter(([input]) => (input as string).includes(LIKE));
      await waitFor(() => expect(likes()).toHaveLength(1));
      expect(JSON.parse(likes()[0]?.[1]?.body as string)).toEqual({ advertisementId: 5, liked: true });
      await waitFor(() => expect(adPage().getAttribute('aria-pressed')).toBe('true'));
      await waitFor(() =>
        expect(toast.success).toHaveBeenCalledWith(
          'Advertentie toegevoegd aan je favorieten',
          expect.anything(),
        ),
      );
      expect(window.sessionStorage.getItem('loginIntent')).toBeNull();
    },
  );
});

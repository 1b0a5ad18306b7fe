import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import type { OwnAd } from '@kraam/shared';
import { renderAsSeller } from '@/test/render';
import { fakeApi, json } from '@/test/fake-api';
import { MyAds } from './my-ads';
import { spyOnToastsInEachTest } from '@/test/toast-spies';

spyOnToastsInEachTest();

const ad = (id: number, title: string, extra: Partial<OwnAd> = {}): OwnAd => ({
  id,
  title,
  priceType: 'startPrice',
  priceCents: 12500,
  rentalPeriod: null,
  condition: 'good',
  delivery: 'both',
  galleryId: null,
  imageCount: 0,
  cityName: 'Utrecht',
  provinceName: 'Utrecht',
  boothId: 1,
  boothName: 'De Ketting',
  sellerType: 'private',
  categoryId: 17,
  tradeState: 'available',
  promoted: false,
  publishedAt: '2026-11-20T10:00:00.000Z',
  status: 'published',
  validFrom: '2026-11-20T10:00:00.000Z',
  validUntil: '2026-12-11T10:00:00.000Z',
  promotedUntil: null,
  isPaid: false,
  transactionId: null,
  viewCount: 31,
  favoriteCount: 2,
  expired: false,
  canRenew: false,
  ...extra,
});

const list = (ads: OwnAd[]) => json(200, { data: ads, message: null, nextCursor: null });
const renderMyAds = () => renderAsSeller(<MyAds />);

afterEach(() => vi.unstubAllGlobals());

describe('MyAds', () => {
  it('shows each ad with views, favourites and the expiry date, and Renew only when it can be renewed', async () => {
    const api = fakeApi({
      '/exhibitor/v2/Advertisement/GetAll': list([
        ad(1, 'Gazelle damesfiets'),
        ad(2, 'Oude klok', { canRenew: true }),
      ]),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderMyAds();
    const rows = await screen.findAllByTestId('own-ad');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('31 keer bekeken');
    expect(rows[0]!.textContent).toContain('2 favorieten');
    expect(rows[0]!.textContent).toContain('Online tot 11 dec 2026');
    expect(within(rows[0]!).queryByRole('button', { name: 'Verlengen' })).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: 'Verlengen' })).toBeTruthy();
    expect(api.calls[0]?.url.searchParams.get('tab')).toBe('published');
  });

  it('deletes an ad only after confirming, then says so and reloads the tab', async () => {
    let ads = [ad(1, 'Gazelle damesfiets')];
    const api = fakeApi({
      '/exhibitor/v2/Advertisement/GetAll': () => list(ads),
      '/exhibitor/v2/Advertisement/Delete': () => {
        ads = [];
        return json(200, { data: null, message: 'Advertentie verwijderd' });
      },
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderMyAds();
    fireEvent.click(within(await screen.findByTestId('own-ad')).getByRole('button', { name: 'Verwijderen' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Deze advertentie verwijderen?');
    expect(api.calls.some((call) => call.url.pathname.endsWith('/Delete'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Advertentie verwijderd'));
    const deleted = api.calls.find((call) => call.url.pathname.endsWith('/Delete'));
    expect(deleted?.url.searchParams.get('id')).toBe('1');
    expect(deleted?.init?.method).toBe('DELETE');
    await screen.findByText('Je hebt geen advertenties online.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'Plaats je eerste advertentie' }).getAttribute('href')).toBe(
      '/newAds/chooseCategory',
    );
  });

  it('sends one MultiEdit for the selected ads', async () => {
    const api = fakeApi({
      '/exhibitor/v2/Advertisement/GetAll': list([ad(1, 'Fiets'), ad(2, 'Klok'), ad(3, 'Lamp')]),
      '/exhibitor/v2/AdvertisementData/MultiEdit': json(200, {
        data: { updated: [1, 3], skipped: [] },
        message: 'Bijgewerkt',
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderMyAds();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Fiets selecteren' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lamp selecteren' }));
    const bar = screen.getByRole('region', { name: 'Acties voor de geselecteerde advertenties' });
    expect(bar.textContent).toContain('2 geselecteerd');
    fireEvent.click(within(bar).getByRole('button', { name: 'Markeren als verkocht' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 advertenties gemarkeerd als verkocht'));
    expect(JSON.parse(api.bodyOf('/exhibitor/v2/AdvertisementData/MultiEdit') as string)).toEqual({
      advertisementIds: [1, 3],
      action: 'markSold',
    });
  });

  const renewSelected = async (answer: { updated: number[]; skipped: { id: number; reason: string }[] }) => {
    const api = fakeApi({
      '/exhibitor/v2/Advertisement/GetAll': list([ad(1, 'Fiets'), ad(2, 'Klok'), ad(3, 'Lamp')]),
      '/exhibitor/v2/AdvertisementData/MultiEdit': json(200, { data: answer, message: 'Bijgewerkt' }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderMyAds();
    for (const title of ['Fiets', 'Klok', 'Lamp'])
      fireEvent.click(await screen.findByRole('checkbox', { name: `${title} selecteren` }));
    const bar = screen.getByRole('region', { name: 'Acties voor de geselecteerde advertenties' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Verlengen' }));
  };
  const shown = () =>
    [toast.success, toast.info, toast.warning, toast.error].flatMap((show) =>
      vi.mocked(show).mock.calls.map((call) => call[0] as string),
    );

  it('says how many ads were renewed when all of them were', async () => {
    await renewSelected({ updated: [1, 2, 3], skipped: [] });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('3 advertenties verlengd'));
    expect(shown()).toEqual(['3 advertenties verlengd']);
  });

  it('tells in one message how many were renewed and why the others were skipped', async () => {
    await renewSelected({
      updated: [1],
      skipped: [
        { id: 2, reason: 'RENEW_TOO_EARLY' },
        { id: 3, reason: 'RENEW_TOO_EARLY' },
      ],
    });
    await waitFor(() => expect(shown()).toHaveLength(1));
    expect(toast.success).not.toHaveBeenCalled();
    expect(shown()[0]).toBe(
      '1 advertentie verlengd. 2 advertenties zijn overgeslagen: die kunnen pas 3 dagen voor het verlopen worden verlengd.',
    );
  });

  it('never says Bijgewerkt when nothing could be renewed', async () => {
    await renewSelected({
      updated: [],
      skipped: [1, 2, 3].map((id) => ({ id, reason: 'RENEW_TOO_EARLY' })),
    });
    await waitFor(() => expect(toast.warning).toHaveBeenCalled());
    expect(shown()).toEqual([
      'De 3 advertenties zijn niet gewijzigd: die kunnen pas 3 dagen voor het verlopen worden verlengd.',
    ]);
  });

  it('speaks about the tab when it is empty and offers a first ad only to a seller without ads', async () => {
    const api = fakeApi({
      '/exhibitor/v2/Advertisement/GetAll': (url) =>
        list(url.searchParams.get('tab') === 'published' ? [ad(1, 'Fiets')] : []),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderMyAds();
    await screen.findByTestId('own-ad');
    fireEvent.click(screen.getByRole('tab', { name: 'Verlopen' }));
    await screen.findByText('Je hebt geen verlopen advertenties.');
    fireEvent.click(screen.getByRole('tab', { name: 'Uitgelicht' }));
    await screen.findByText('Je hebt geen uitgelichte advertenties.');
    screen.getByText(/Kies .Uitlichten. bij een advertentie/);
    expect(screen.queryByRole('link', { name: 'Plaats je eerste advertentie' })).toBeNull();
  });

  it('offers the first ad on an empty Verlopen tab when the seller has no ads at all', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/exhibitor/v2/Advertisement/GetAll': list([]) }).fetchMock);
    renderMyAds();
    await screen.findByText('Je hebt geen advertenties online.');
    fireEvent.click(screen.getByRole('tab', { name: 'Verlopen' }));
    await screen.findByText('Je hebt geen verlopen advertenties.');
    await screen.findByRole('link', { name: 'Plaats je eerste advertentie' });
  });

  it('promotes through the demo provider after a dialog that says it is a demo', async () => {
    const api = fakeApi({
      '/exhibitor/v2/Advertisement/GetAll': list([ad(1, 'Fiets')]),
      '/exhibitor/v2/Advertisement/Promote': json(200, {
        data: {
          advertisementId: 1,
          provider: 'demo',
          transactionId: 'demo-1',
          amountCents: 495,
          status: 'paid',
          promotedUntil: '2026-11-25T10:00:00.000Z',
        },
        message: null,
      }),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderMyAds();
    fireEvent.click(within(await screen.findByTestId('own-ad')).getByRole('button', { name: 'Uitlichten' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByTestId('demo-provider-notice').textContent).toContain('Demobetaling');
    fireEvent.click(within(dialog).getByRole('button', { name: /betalen \(demo\)$/ }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Je advertentie wordt uitgelicht op de homepage'),
    );
    expect(JSON.parse(api.bodyOf('/exhibitor/v2/Advertisement/Promote') as string)).toEqual({
      advertisementId: 1,
      provider: 'demo',
    });
  });
});

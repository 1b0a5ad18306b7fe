import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, json } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import {
  listAnswer,
  notification,
  notificationsPath,
  page,
  readPath,
  signInReader,
} from '../notification-test-data';
import { NotificationCentre } from './notification-centre';
import { testNavigation } from '@/test/navigation';

beforeEach(() => {
  testNavigation.pathname = '/dashboard/notifications';
});

const today = notification();
const yesterday = notification({
  id: 2,
  kind: 'priceDrop',
  subject: {
    ...notification().subject,
    title: 'Cargobike',
    imageId: null,
    priceCents: 90000,
    previousPriceCents: 110000,
  },
  createdAt: '2026-11-26T20:00:00.000Z',
  readAt: '2026-11-26T21:00:00.000Z',
});
const earlier = notification({
  id: 3,
  kind: 'moderationDecision',
  subject: { ...notification().subject, advertisementId: null, imageId: null },
  createdAt: '2026-11-20T08:00:00.000Z',
});

function renderCentre(answer: Response, lang: 'nl' | 'en' = 'nl') {
  const api = fakeApi({
    [notificationsPath]: answer,
    [readPath]: json(200, { data: { unreadTotal: 0 }, message: null }),
  });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(<NotificationCentre />, lang);
  return api;
}

const sections = () =>
  screen.getAllByRole('region').map((region) => ({
    day: within(region).getByRole('heading').textContent,
    items: within(region)
      .getAllByRole('listitem')
      // Intl puts a no-break space after the euro sign.
      .map((item) => item.textContent?.replace(/\s/g, ' ')),
  }));

beforeEach(() => {
  signInReader();
  // Only the clock: the query cache and the fake API keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T12:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the notification centre', () => {
  it('lists newest first by day, each in a sentence, the unread ones marked', async () => {
    renderCentre(listAnswer(page([today, yesterday, earlier])));
    await screen.findByRole('heading', { name: 'Vandaag' });
    expect(sections()).toEqual([
      {
        day: 'Vandaag',
        items: ['Ongelezen: Nieuw voor “fiets · 3500 + 10 km”: Damesfiets Gazelle — € 12010:15'],
      },
      {
        day: 'Gisteren',
        items: ['Je favoriet Cargobike is in prijs verlaagd naar € 900 (was € 1.100)21:00'],
      },
      {
        day: '20 november 2026',
        items: ['Ongelezen: Onze moderatie heeft een besluit genomen. Lees hier wat en waarom.09:00'],
      },
    ]);
    expect(screen.getAllByTestId('notification-unread')).toHaveLength(2);
    expect(screen.getByAltText('Foto van Damesfiets Gazelle')).toBeTruthy();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toContain('/ads/42');
    expect(links).toContain('/dashboard/statements');
  });

  it('marks one read when it is opened, and all at once', async () => {
    const api = renderCentre(listAnswer(page([today, yesterday, earlier])));
    const first = await screen.findByRole('link', { name: /Damesfiets Gazelle/ });
    fireEvent.click(first);
    await vi.waitFor(() => expect(api.bodyOf(readPath)).toBe(JSON.stringify({ ids: [1] })));
    expect(screen.getAllByTestId('notification-unread')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Alles als gelezen markeren' }));
    await vi.waitFor(() => expect(screen.queryAllByTestId('notification-unread')).toHaveLength(0));
    const reads = api.calls.filter((call) => call.url.pathname === readPath);
    expect(reads.map((call) => call.init?.body)).toEqual([
      JSON.stringify({ ids: [1] }),
      JSON.stringify({ all: true }),
    ]);
    expect(screen.getByRole('button', { name: 'Alles als gelezen markeren' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('does not mark a read one again', async () => {
    const api = renderCentre(listAnswer(page([yesterday])));
    fireEvent.click(await screen.findByRole('link', { name: /Cargobike/ }));
    expect(api.calls.some((call) => call.url.pathname === readPath)).toBe(false);
  });

  it('loads the next page along the cursor', async () => {
    const api = fakeApi({
      [notificationsPath]: (url) =>
        url.searchParams.get('cursor') === 'c2'
          ? listAnswer(page([earlier]))
          : listAnswer(page([today], { nextCursor: 'c2' })),
    });
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<NotificationCentre />);
    fireEvent.click(await screen.findByRole('button', { name: 'Meer meldingen laden' }));
    expect(await screen.findByRole('heading', { name: '20 november 2026' })).toBeTruthy();
    // The list's pages, not the bell's count (limit=1) that the centre reads too.
    const reads = api.calls.filter(
      (call) => call.url.pathname === notificationsPath && !call.url.searchParams.has('limit'),
    );
    expect(reads.map((call) => call.url.searchParams.get('cursor'))).toEqual([null, 'c2']);
    expect(screen.queryByRole('button', { name: 'Meer meldingen laden' })).toBeNull();
  });

  it('says when there is nothing yet, and how to get alerts', async () => {
    renderCentre(listAnswer(page([])), 'en');
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage saved searches' }).getAttribute('href')).toBe(
      '/dashboard/savedSearches',
    );
  });

  it("shows the server's message when the list cannot be read", async () => {
    renderCentre(json(500, { message: 'Even niet bereikbaar.', code: 'INTERNAL' }));
    expect(await screen.findByText('Even niet bereikbaar.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeTruthy();
  });
});

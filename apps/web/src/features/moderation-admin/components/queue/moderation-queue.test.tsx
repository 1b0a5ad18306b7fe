import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReportGroup } from '@kraam/shared';
import { fakeApi, json } from '@/test/fake-api';
import { decisionSummary, notice, reportGroup } from '@/test/moderation-fixture';
import { renderAdmin } from '@/test/render-admin';
import { ModerationQueue } from './moderation-queue';
import { testNavigation } from '@/test/navigation';

beforeEach(() => {
  testNavigation.pathname = '/admin/moderation';
});

const REPORTS = '/api/admin/moderation/reports';

const booth: ReportGroup = reportGroup({
  target: {
    type: 'booth',
    id: 4,
    title: 'Kraam van Klaas',
    excerpt: 'Alles voor de tuin.',
    imageUrl: '/files/booth-4.jpg',
    path: '/booth/4',
    ownerUserId: 8,
    ownerName: 'Klaas',
    state: 'live',
  },
  notices: [notice({ id: 201, caseNumber: 'KR-2026-000201' })],
  earlierDecisions: [],
});

/** The open tab in two pages (the API's cursor between them); the decided tab empty. */
function serve() {
  const api = fakeApi({
    [REPORTS]: (url) => {
      if (url.searchParams.get('status') === 'decided')
        return json(200, { data: [], message: null, nextCursor: null });
      return url.searchParams.get('cursor') === 'page-2'
        ? json(200, { data: [booth], message: null, nextCursor: null })
        : json(200, { data: [reportGroup()], message: null, nextCursor: 'page-2' });
    },
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('ModerationQueue', () => {
  it('shows each reported thing with its notices oldest first, its reporters and the earlier decisions', async () => {
    serve();
    renderAdmin(<ModerationQueue />);
    expect(screen.getByRole('status').textContent).toBe('Meldingen laden…');
    const card = await screen.findByRole('article', { name: 'iPhone 15 Pro, nieuw in doos' });
    expect(within(card).getByText('Advertentie')).toBeTruthy();
    expect(within(card).getByText('Online')).toBeTruthy();
    expect(within(card).getByText('Van Piet Verkoper')).toBeTruthy();
    const live = within(card).getByRole('link', { name: 'Bekijk live pagina' });
    expect([live.getAttribute('href'), live.getAttribute('target')]).toEqual(['/ads/12', '_blank']);
    expect(within(card).getByRole('heading', { name: '2 meldingen' })).toBeTruthy();
    const notices = within(card)
      .getAllByRole('listitem')
      .filter((item) => item.closest('ol'));
    expect(notices.map((item) => within(item).getByText(/^Zaak /).textContent)).toEqual([
      'Zaak KR-2026-000101',
      'Zaak KR-2026-000102',
    ]);
    expect(within(notices[0] as HTMLElement).getByText('Oplichting of fraude')).toBeTruthy();
    expect(
      within(notices[0] as HTMLElement).getByText(/Gemeld door Jan Jansen \(jan@example\.nl\)/),
    ).toBeTruthy();
    expect(within(notices[1] as HTMLElement).getByText(/Gemeld door anoniem/)).toBeTruthy();
    const earlier = within(card).getByRole('region', { name: 'Eerdere besluiten over deze verkoper' });
    expect(
      within(earlier).getByText(
        'Verwijderd · Misleidende informatie voor kopers (in strijd met de voorwaarden)',
      ),
    ).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Beslissen' }).getAttribute('href')).toBe(
      '/admin/moderation/101',
    );
  });

  it('loads the next page with the cursor the API gave', async () => {
    const api = serve();
    renderAdmin(<ModerationQueue />, 'en');
    await screen.findByRole('article', { name: 'iPhone 15 Pro, nieuw in doos' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const booth = await screen.findByRole('article', { name: 'Kraam van Klaas' });
    expect(within(booth).getByText('No earlier decisions yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.calls.map((call) => call.url.search)).toEqual([
      '?lang=en&status=open',
      '?lang=en&status=open&cursor=page-2',
    ]);
  });

  it('shows the decided tab, which says when it is empty, without a Decide button', async () => {
    const api = serve();
    renderAdmin(<ModerationQueue />);
    await screen.findByRole('article', { name: 'iPhone 15 Pro, nieuw in doos' });
    fireEvent.click(screen.getByRole('tab', { name: 'Afgehandeld' }));
    expect(await screen.findByText('Er zijn nog geen afgehandelde meldingen.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Afgehandeld' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(api.calls.at(-1)?.url.searchParams.get('status')).toBe('decided'));
  });

  it('offers no Decide button for a thing whose notices are all decided', async () => {
    const decided = reportGroup({
      notices: [notice({ status: 'decided', decisionId: 7 })],
      earlierDecisions: [decisionSummary({ outcome: 'no_action', decision_visibility: [] })],
    });
    vi.stubGlobal(
      'fetch',
      fakeApi({ [REPORTS]: json(200, { data: [decided], message: null, nextCursor: null }) }).fetchMock,
    );
    renderAdmin(<ModerationQueue />);
    const card = await screen.findByRole('article', { name: 'iPhone 15 Pro, nieuw in doos' });
    expect(within(card).getByText('Geen actie')).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'Beslissen' })).toBeNull();
  });
});

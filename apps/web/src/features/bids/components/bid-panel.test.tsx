import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { API_PATHS, HUB_BID_PLACED_METHOD, type BidBoard } from '@kraam/shared';
import { shareHubPushes, type HubPushListener } from '@/lib/hub/hub-pushes';
import { fakeApi, json } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { BidPanel } from './bid-panel';

const board = (extra: Partial<BidBoard> = {}): BidBoard => ({
  advertisementId: 30,
  open: true,
  minimum: 900,
  bids: [
    {
      id: 3,
      amount: 960,
      bidderName: 'Jan d.',
      createdAt: new Date().toISOString(),
      status: 'active',
      mine: false,
    },
    {
      id: 2,
      amount: 950,
      bidderName: 'Eva d.',
      createdAt: new Date().toISOString(),
      status: 'active',
      mine: false,
    },
    {
      id: 1,
      amount: 900,
      bidderName: 'Jan d.',
      createdAt: new Date().toISOString(),
      status: 'replaced',
      mine: false,
    },
  ],
  bidCount: 3,
  bidderCount: 2,
  ownActiveBidId: null,
  settings: null,
  ...extra,
});

const signIn = () => window.localStorage.setItem('userInfo', JSON.stringify({ token: 'token', userId: 7 }));

let detach: () => void = () => undefined;
afterEach(() => {
  detach();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

function renderPanel(
  answers: Record<string, Parameters<typeof fakeApi>[0][string]>,
  lang: 'nl' | 'en' = 'nl',
) {
  const api = fakeApi(answers);
  vi.stubGlobal('fetch', api.fetchMock);
  const handlers = new Map<string, HubPushListener>();
  detach = shareHubPushes({ on: (method, handler) => void handlers.set(method, handler) });
  renderWithProviders(<BidPanel adId={30} priceType="startPrice" priceCents={90_000} />, lang);
  return { api, push: (method: string, payload: unknown) => handlers.get(method)?.(payload) };
}

describe('the bid panel', () => {
  it('lists the bids highest first with the counts, and sends a guest to log in', async () => {
    renderPanel({ [API_PATHS.bids]: json(200, { data: board(), message: null }) });
    expect(await screen.findByText(/3 biedingen, 2 bieders\. Bieden vanaf €\s900\./)).toBeTruthy();
    const rows = screen.getAllByTestId('bid').map((row) => row.textContent);
    expect(rows[0]).toMatch(/€\s960.*Jan d\./);
    expect(rows[2]).toMatch(/verhoogd/);
    expect(screen.getByRole('link', { name: 'Log in om te bieden' }).getAttribute('href')).toMatch(
      /^\/login\?next=%2Fads%2F30/,
    );
  });

  it("shows the server's 'Minimaal € 900' under the amount, and reads the board again on a push", async () => {
    signIn();
    let reads = 0;
    const { api, push } = renderPanel(
      {
        [API_PATHS.bids]: () => {
          reads += 1;
          return json(200, { data: board(), message: null });
        },
        [API_PATHS.bidInsert]: json(400, {
          message: 'Controleer de ingevulde gegevens.',
          code: 'VALIDATION_FAILED',
          errors: { amount: ['Minimaal € 900'] },
        }),
      },
      'en',
    );
    const field = await screen.findByLabelText('Your bid in whole euros');
    fireEvent.change(field, { target: { value: '850' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bid' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Minimaal € 900');
    expect(JSON.parse(api.bodyOf(API_PATHS.bidInsert) as string)).toEqual({
      advertisementId: 30,
      amount: 850,
    });

    const before = reads;
    act(() => push(HUB_BID_PLACED_METHOD, { advertisementId: 31, bidId: 9 }));
    act(() => push(HUB_BID_PLACED_METHOD, { advertisementId: 30, bidId: 9 }));
    await waitFor(() => expect(reads).toBe(before + 1));
  });

  it('gives the seller accept and decline on each open bid, and asks before accepting', async () => {
    signIn();
    const settings = { allowBids: false, minimum: null, autoDeclineBelow: null, autoAcceptAt: null };
    const { api } = renderPanel({
      [API_PATHS.bids]: json(200, { data: board({ settings }), message: null }),
      [API_PATHS.bidAccept]: json(200, {
        data: { id: 3, advertisementId: 30, amount: 960, status: 'accepted' },
        message: 'Je hebt het bod geaccepteerd.',
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Bod van €\s960 van Jan d\. accepteren$/ }));
    expect(screen.getAllByRole('button', { name: /afwijzen$/ })).toHaveLength(2);
    expect(await screen.findByText(/kan een koopovereenkomst ontstaan/)).toBeTruthy();
    expect(api.calls.some((call) => call.url.pathname === API_PATHS.bidAccept)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Accepteren' }));
    await waitFor(() => expect(JSON.parse(api.bodyOf(API_PATHS.bidAccept) as string)).toEqual({ bidId: 3 }));
    // The seller bids on nothing.
    expect(screen.queryByRole('button', { name: 'Bied' })).toBeNull();
  });
});

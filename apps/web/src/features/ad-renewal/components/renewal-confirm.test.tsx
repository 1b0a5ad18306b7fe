import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { API_PATHS, type AdRenewal } from '@kraam/shared';
import { fakeApi, json, type Route } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { RenewalConfirm } from './renewal-confirm';

const ad = (state: AdRenewal['state'], validUntil = '2026-12-01T09:00:00Z'): AdRenewal => ({
  advertisementId: 42,
  title: 'Kinderfiets 20 inch',
  validUntil,
  state,
});

function renderPage(token: string | undefined, route: Route | Response, lang: 'nl' | 'en' = 'nl') {
  const api = fakeApi({ [API_PATHS.adRenewal]: route });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(<RenewalConfirm token={token} />, lang);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('the renewal page', () => {
  it('shows the ad and renews it only when the button is pressed, once', async () => {
    const api = renderPage('signed.token', (_url, init) =>
      init?.method === 'POST'
        ? json(200, {
            data: ad('renewed', '2026-12-22T09:00:00Z'),
            message: 'Je advertentie is verlengd en staat weer 21 dagen online.',
          })
        : json(200, { data: ad('renewable', '2099-12-01T09:00:00Z'), message: null }),
    );
    const button = await screen.findByRole('button', { name: 'Verlengen met 21 dagen' });
    // Opening the link (what a mail scanner does) only reads.
    expect(api.calls.map((call) => call.init?.method ?? 'GET')).toEqual(['GET']);
    expect(screen.getByRole('link', { name: 'Kinderfiets 20 inch' }).getAttribute('href')).toBe('/ads/42');

    fireEvent.click(button);
    expect(await screen.findByText('Je advertentie is verlengd en staat weer 21 dagen online.')).toBeTruthy();
    expect(screen.getByText(/online tot 22 december 2026/)).toBeTruthy();
    const post = api.calls.find((call) => call.init?.method === 'POST');
    expect(post?.init?.body).toBe(JSON.stringify({ token: 'signed.token' }));
    expect(screen.queryByRole('button', { name: 'Verlengen met 21 dagen' })).toBeNull();
  });

  it('offers to place an expired ad again', async () => {
    renderPage(
      'signed.token',
      json(200, { data: ad('renewable', '2020-01-01T09:00:00Z'), message: null }),
      'en',
    );
    expect(await screen.findByRole('button', { name: 'Place again for 21 days' })).toBeTruthy();
    expect(screen.getByText(/^Expired on January 1, 2020/)).toBeTruthy();
  });

  it('says a used link was used, with no button', async () => {
    renderPage('signed.token', json(200, { data: ad('used'), message: null }), 'en');
    expect(await screen.findByText(/This link has been used already/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the server’s words when the press is refused', async () => {
    renderPage('signed.token', (_url, init) =>
      init?.method === 'POST'
        ? json(409, { message: 'Deze link is al gebruikt: de advertentie is al verlengd.', code: 'CONFLICT' })
        : json(200, { data: ad('renewable', '2099-12-01T09:00:00Z'), message: null }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Verlengen met 21 dagen' }));
    expect(await screen.findByText('Deze link is al gebruikt: de advertentie is al verlengd.')).toBeTruthy();
  });

  it('says plainly when the link is wrong or missing', async () => {
    renderPage('forged', json(400, { message: 'Ongeldige link.', code: 'INVALID_TOKEN' }));
    expect(await screen.findByText(/Deze link is ongeldig of beschadigd/)).toBeTruthy();
    vi.unstubAllGlobals();
    const api = renderPage(undefined, json(200, {}), 'en');
    expect(screen.getAllByText(/This link is invalid or damaged/)).toHaveLength(1);
    expect(api.calls).toEqual([]);
  });
});

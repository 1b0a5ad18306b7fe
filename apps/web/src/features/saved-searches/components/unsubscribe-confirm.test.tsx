import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { API_PATHS } from '@kraam/shared';
import { fakeApi, json } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { UnsubscribeConfirm } from './unsubscribe-confirm';

function renderPage(token: string | undefined, answer: Response, lang: 'nl' | 'en' = 'nl') {
  const api = fakeApi({ [API_PATHS.alertUnsubscribe]: answer });
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithProviders(<UnsubscribeConfirm token={token} />, lang);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('the unsubscribe page', () => {
  it('changes nothing when opened; the button unsubscribes and says how to undo it', async () => {
    const api = renderPage('signed.token', json(200, { data: null, message: null }));
    const button = screen.getByRole('button', { name: 'Meld af voor e-mail van deze zoekopdracht' });
    // What a mail scanner does (open the link) must not unsubscribe.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([]);

    fireEvent.click(button);
    expect(
      await screen.findByText('Je bent afgemeld. Je krijgt geen e-mail meer over deze zoekopdracht.'),
    ).toBeTruthy();
    expect(api.calls).toHaveLength(1);
    const [call] = api.calls;
    expect(call!.init?.method).toBe('POST');
    expect(call!.url.searchParams.get('token')).toBe('signed.token');
    expect(call!.init?.body).toBe('{}');
    expect(new Headers(call!.init?.headers).has('authorization')).toBe(false);
    expect(screen.getByRole('link', { name: 'Naar bewaarde zoekopdrachten' }).getAttribute('href')).toBe(
      '/dashboard/savedSearches',
    );
  });

  it('speaks of price drops for a favourites mail’s link, and leads to the profile', async () => {
    renderPage('7.favourites.email.signature', json(200, { data: null, message: null }), 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe from price drop emails' }));
    expect(await screen.findByText(/no more emails about price drops of your favourites/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe(
      '/dashboard/details',
    );
  });

  it('says plainly when the link is wrong', async () => {
    renderPage('forged', json(400, { message: 'Ongeldige link.', code: 'VALIDATION' }), 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(/This unsubscribe link is wrong or has expired/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('offers no button without a token', () => {
    const api = renderPage(undefined, json(200, { data: null, message: null }), 'en');
    expect(screen.getByText(/This unsubscribe link is wrong or has expired/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('lets the reader try again after a failure of ours', async () => {
    renderPage('signed.token', json(503, { message: 'Even niet.', code: 'UNAVAILABLE' }));
    fireEvent.click(screen.getByRole('button', { name: 'Meld af voor e-mail van deze zoekopdracht' }));
    expect(await screen.findByText('Afmelden is niet gelukt. Probeer het nog eens.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Meld af voor e-mail van deze zoekopdracht' })).toBeTruthy();
  });
});

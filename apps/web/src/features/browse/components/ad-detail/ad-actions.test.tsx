import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, json } from '@/test/fake-api';
import { aBooth } from '@/test/booth-fixture';
import { renderWithProviders } from '@/test/render';
import { rememberLoginIntent } from '@/lib/login-intent';
import { AdActions } from './ad-actions';

const ad = {
  id: 41,
  title: 'Gazelle damesfiets',
  hasPhone: true,
  boothId: 4,
  favoriteCount: 2,
};

const REVEAL = '/exhibitor/v2/Advertisement/RevealPhone';
const revealed = () => Promise.resolve(json(200, { data: { phone: '+31612345678' }, message: null }));

const booth = (id: number) => aBooth({ id, name: 'Fietsenkraam', title: '' });

/**
 * Signed in with a booth of its own, RevealPhone answered by `reveal` (a rejection: the network failed).
 * Answers the RevealPhone requests sent. Each test has its own token, as the booth info is kept per session.
 */
function signInWithBooth(token: string, boothId: number, reveal: () => Promise<Response> = revealed) {
  window.localStorage.setItem('userInfo', JSON.stringify({ token, userId: 7 }));
  const api = fakeApi({ '/exhibitor/v2/Booth/Get': json(200, { data: booth(boothId), message: null }) });
  const reveals: RequestInit[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(input as string).pathname !== REVEAL) return api.fetchMock(input, init);
    reveals.push(init ?? {});
    return reveal();
  });
  vi.stubGlobal('fetch', fetchMock);
  return reveals;
}

afterEach(() => vi.unstubAllGlobals());

describe('AdActions', () => {
  it('sends guests to log in first for chat and the phone number, saying why, and back to the ad after it', () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetchMock);
    renderWithProviders(<AdActions ad={ad} />);
    expect(screen.getByRole('link', { name: 'Chat met de verkoper' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent('/dashboard/chat?adId=41')}&intent=chat`,
    );
    expect(screen.getByRole('link', { name: 'Toon telefoonnummer' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent('/ads/41')}&intent=phone`,
    );
    expect(screen.queryByText('06 12345678')).toBeNull();
    expect(api.calls.filter((call) => call.url.pathname === REVEAL)).toEqual([]);
  });

  it('shows the number at once to a guest back from the login its button sent them to, once', async () => {
    const reveals = signInWithBooth('returning-token', 99);
    window.history.replaceState(null, '', '/ads/41');
    rememberLoginIntent({ intent: 'phone' }, '/ads/41');
    const first = renderWithProviders(<AdActions ad={ad} />);
    expect(await screen.findByRole('link', { name: 'Bel 06 12345678' })).toBeTruthy();
    first.unmount();
    renderWithProviders(<AdActions ad={ad} />);
    expect(screen.getByRole('button', { name: 'Toon telefoonnummer' })).toBeTruthy();
    expect(reveals).toHaveLength(1);
    window.history.replaceState(null, '', '/');
  });

  it('asks the API for the number on a signed-in click and shows it as call and WhatsApp links', async () => {
    let answer: () => void = () => undefined;
    const reveals = signInWithBooth(
      'visitor-token',
      99,
      () => new Promise((resolve) => (answer = () => void revealed().then(resolve))),
    );
    renderWithProviders(<AdActions ad={ad} />);
    expect(screen.getByRole('link', { name: 'Chat met de verkoper' }).getAttribute('href')).toBe(
      '/dashboard/chat?adId=41',
    );
    expect(screen.getByRole('button', { name: 'Bewaren' })).toBeTruthy();
    expect(reveals).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Toon telefoonnummer' }));

    // Asked with the session, for this ad; the button waits, busy, until the answer is there.
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Toon telefoonnummer' });
    await waitFor(() => expect(reveals).toHaveLength(1));
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.disabled).toBe(true);
    const [request] = reveals;
    expect(request?.method).toBe('POST');
    expect(JSON.parse(request?.body as string)).toEqual({ advertisementId: 41 });
    expect((request?.headers as Record<string, string>).authorization).toBe('Bearer visitor-token');
    answer();

    // Shown the Dutch way, dialled in full.
    const number = await screen.findByRole('link', { name: 'Bel 06 12345678' });
    expect(number.textContent).toBe('06 12345678');
    expect(number.getAttribute('href')).toBe('tel:+31612345678');
    expect(screen.getByRole('link', { name: 'App via WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/31612345678',
    );
    // The chat's safety warning tells the same story: talking elsewhere is fine, paying in advance is not.
    expect(
      screen.getByText(
        'Bellen of appen mag gerust. Betaal nooit vooruit: betaal pas als je het artikel hebt gezien.',
      ),
    ).toBeTruthy();
    // Once the visitor's own booth is known (another one), nothing changes.
    await waitFor(() => expect(screen.queryByTestId('owner-actions')).toBeNull());
  });

  it.each([
    [
      'nl',
      429,
      'Je hebt de afgelopen 24 uur de telefoonnummers van 30 advertenties bekeken, meer kan niet. Probeer het later opnieuw of stuur de verkoper een bericht.',
    ],
    [
      'en',
      429,
      'You have seen the phone numbers of 30 ads in the last 24 hours, the most there can be. Please try again later or send the seller a message.',
    ],
    ['nl', 404, 'Deze advertentie heeft geen telefoonnummer meer of staat niet meer online.'],
    ['en', 404, 'This ad no longer has a phone number or is no longer online.'],
    ['nl', 401, 'Je bent niet meer ingelogd. Log opnieuw in om het telefoonnummer te zien.'],
    ['en', 401, 'You are no longer logged in. Log in again to see the phone number.'],
  ] as const)('says under the button why there is no number (%s, %i)', async (lang, status, message) => {
    const code = { 401: 'UNAUTHORIZED', 404: 'NOT_FOUND', 429: 'RATE_LIMITED' }[status];
    const reveals = signInWithBooth(`refused-${lang}-${status}`, 99, () =>
      Promise.resolve(json(status, { message: 'Wat de server zegt', code })),
    );
    renderWithProviders(<AdActions ad={ad} />, lang);
    const show = lang === 'nl' ? 'Toon telefoonnummer' : 'Show phone number';
    fireEvent.click(screen.getByRole('button', { name: show }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('link', { name: /12345678/ })).toBeNull();
    // The button stays, to try again.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: show }).disabled).toBe(false);
    expect(reveals).toHaveLength(1);
  });

  it('says so when the network failed, and a second click tries again', async () => {
    let online = false;
    signInWithBooth('offline-token', 99, () =>
      online ? revealed() : Promise.reject(new TypeError('Failed to fetch')),
    );
    renderWithProviders(<AdActions ad={ad} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Show phone number' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Loading the phone number did not work. Check your connection and try again.',
    );
    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Show phone number' }));
    expect(await screen.findByRole('link', { name: 'Call 06 12345678' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers no phone button when the seller gave no number', () => {
    signInWithBooth('no-phone-token', 99);
    renderWithProviders(<AdActions ad={{ ...ad, hasPhone: false }} />);
    expect(screen.queryByRole('button', { name: 'Toon telefoonnummer' })).toBeNull();
  });

  it("shows the seller edit and the ad's statistics instead of chat and save", async () => {
    const reveals = signInWithBooth('owner-token', 4);
    renderWithProviders(<AdActions ad={ad} />, 'en');
    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe(
      '/newAds/chooseCategory?edit=41',
    );
    const stats = screen.getByRole('list', { name: "Your ad's statistics" });
    // The view count stands in the ad's heading already: once on the page.
    expect(stats.textContent).not.toContain('Viewed');
    expect(stats.textContent).toContain('Saved as a favourite 2 times');
    expect(screen.queryByRole('link', { name: 'Chat with the seller' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show phone number' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(reveals).toEqual([]);
  });
});

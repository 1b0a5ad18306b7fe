import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { renderWithProviders } from '@/test/render';
import { LoginForm } from './login-form';
import { json } from '@/test/fake-api';
import { takeLoginIntent } from '@/lib/login-intent';

const replace = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace, prefetch: vi.fn() }),
  usePathname: () => '/login',
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
/** The login calls among everything the page asked (a signed-in page also reads the viewer's booth). */
const loginCalls = () =>
  fetchMock.mock.calls.filter(([input]) => (input as string).includes('/v1/userLogin'));

beforeEach(() => {
  fetchMock.mockReset();
  replace.mockClear();
  vi.mocked(toast.error).mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('LoginForm', () => {
  it('sends a visitor who is already signed in on to `next` without asking again', async () => {
    window.localStorage.setItem('userInfo', JSON.stringify({ token: 'token', userId: 7 }));
    try {
      renderWithProviders(<LoginForm next="/dashboard/chat?adId=12" />);
      await waitFor(() => expect(replace).toHaveBeenCalledWith('/dashboard/chat?adId=12'));
      expect(loginCalls()).toEqual([]);
    } finally {
      window.localStorage.removeItem('userInfo');
    }
  });

  it('marks empty fields in Dutch and sends nothing', async () => {
    renderWithProviders(<LoginForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findAllByText('Dit veld is verplicht')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message as a toast and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(
      json(401, { message: 'Gebruikersnaam of wachtwoord onjuist (server)', code: 'INVALID_CREDENTIALS' }),
    );
    renderWithProviders(<LoginForm />);
    fireEvent.change(screen.getByLabelText(/E-mailadres/), { target: { value: 'jan@example.nl' } });
    fireEvent.change(screen.getByLabelText(/^Wachtwoord/), { target: { value: 'verkeerd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Gebruikersnaam of wachtwoord onjuist (server)',
        expect.anything(),
      ),
    );
    expect(screen.getByLabelText<HTMLInputElement>(/E-mailadres/).value).toBe('jan@example.nl');
    expect(screen.getByRole('button', { name: 'Inloggen' }).hasAttribute('disabled')).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });

  it('falls back to the English text without a server message, and goes to `next` on success', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    renderWithProviders(<LoginForm next="/newAds/chooseCategory?edit=12" />, 'en');
    fireEvent.change(screen.getByLabelText(/Email address/), { target: { value: 'jan@example.nl' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'goed-wachtwoord' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('user name or password Error', expect.anything()),
    );

    fetchMock.mockResolvedValueOnce(json(200, { data: { token: 't', userId: 1 }, message: null }));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/newAds/chooseCategory?edit=12'));
  });

  it('shows why a suspended account cannot log in as an alert on the page, not as a toast', async () => {
    const reason =
      'Je account is geblokkeerd tot en met 27 december 2026 wegens: oplichting of fraude. In de e-mail met de motivering en in je dashboard lees je waarom en hoe je bezwaar maakt.';
    fetchMock.mockResolvedValue(json(403, { message: reason, code: 'ACCOUNT_SUSPENDED' }));
    renderWithProviders(<LoginForm next="/dashboard/statements?decision=31" />);
    fireEvent.change(screen.getByLabelText(/E-mailadres/), { target: { value: 'jan@example.nl' } });
    fireEvent.change(screen.getByLabelText(/^Wachtwoord/), { target: { value: 'goed-wachtwoord' } });
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
    expect(toast.error).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Inloggen' }).hasAttribute('disabled')).toBe(false);

    // A next try that fails otherwise no longer shows it.
    fetchMock.mockResolvedValue(json(401, { message: 'Onjuist', code: 'INVALID_CREDENTIALS' }));
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Onjuist', expect.anything()));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['nl', { intent: 'favorite', adId: 41 }, 'Log in om deze advertentie te bewaren.'],
    ['en', { intent: 'favorite', adId: 41 }, 'Log in to save this ad.'],
    ['nl', { intent: 'chat' }, 'Log in om de verkoper een bericht te sturen.'],
    ['en', { intent: 'phone' }, "Log in to see the seller's phone number."],
    ['nl', { intent: 'newAd' }, 'Log in om een advertentie te plaatsen.'],
  ] as const)('in %s says why the guest is there (%j), and sign-up keeps it', (lang, intent, text) => {
    renderWithProviders(<LoginForm next="/ads/41" intent={intent} />, lang);
    expect(screen.getByText(text)).toBeTruthy();
    const signUp = screen.getByRole('link', { name: /^(Maak een account aan|Create an account)$/ });
    const query = new URL(signUp.getAttribute('href') ?? '', 'http://kraam.test').searchParams;
    expect([query.get('next'), query.get('intent')]).toEqual(['/ads/41', intent.intent]);
  });

  it('remembers the intent for the page it returns to only when the login succeeds', async () => {
    let loginAnswer = json(401, { message: 'Onjuist', code: 'INVALID_CREDENTIALS' });
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        (input as string).includes('/v1/userLogin')
          ? loginAnswer.clone()
          : json(404, { message: 'Niet gevonden.', code: 'NOT_FOUND' }),
      ),
    );
    renderWithProviders(<LoginForm next="/ads/41" intent={{ intent: 'favorite', adId: 41 }} />);
    fireEvent.change(screen.getByLabelText(/E-mailadres/), { target: { value: 'jan@example.nl' } });
    fireEvent.change(screen.getByLabelText(/^Wachtwoord/), { target: { value: 'goed-wachtwoord' } });
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(window.sessionStorage.getItem('loginIntent')).toBeNull();

    loginAnswer = json(200, { data: { token: 't', userId: 1 }, message: null });
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/ads/41'));
    // Remembered, and finished by the signed-in page's favourites: a save of ad 41, never a toggle.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls
          .filter(([input]) => (input as string).includes('/Advertisement/Like'))
          .map(([, init]) => JSON.parse(init?.body as string) as unknown),
      ).toEqual([{ advertisementId: 41, liked: true }]),
    );
    expect(takeLoginIntent('favorite', '/ads/41')).toBeNull();
    window.localStorage.removeItem('userInfo');
  });

  it('leaves nothing to finish when a signed-in visitor follows a link with an intent', async () => {
    window.localStorage.setItem('userInfo', JSON.stringify({ token: 'token', userId: 7 }));
    try {
      renderWithProviders(<LoginForm next="/ads/41" intent={{ intent: 'favorite', adId: 41 }} />);
      await waitFor(() => expect(replace).toHaveBeenCalledWith('/ads/41'));
      expect(window.sessionStorage.getItem('loginIntent')).toBeNull();
    } finally {
      window.localStorage.removeItem('userInfo');
    }
  });
});

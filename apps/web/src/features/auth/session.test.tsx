import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { apiKey } from '@/lib/query/query-keys';
import { createTestQueryClient, renderWithProviders, TEST_API } from '@/test/render';
import { useLogin, useLogout } from './hooks/use-auth';
import { useUserDetails } from './hooks/use-user-details';
import { reloadHome } from './navigation';
import type * as navigation from './navigation';
import { useSession } from '@/lib/session/session-context';
import { USER_INFO_KEY } from '@/lib/session/user-info';
import { json } from '@/test/fake-api';

// Only the full page load is replaced (the test document cannot navigate); safeNextPath is the real one.
vi.mock('./navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof navigation>()),
  reloadHome: vi.fn(),
}));

const urlOf = (input: unknown): string => (input instanceof Request ? input.url : String(input));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.mocked(reloadHome).mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function LoginProbe() {
  const login = useLogin();
  const { status, userInfo, error } = useSession();
  return (
    <>
      <button onClick={() => void login({ email: 'a@b.nl', password: 'secret' }).catch(() => undefined)}>
        go
      </button>
      <output aria-label="status">{status}</output>
      <output aria-label="user">{userInfo ? String(userInfo.userId) : ''}</output>
      <output aria-label="error">{error ?? ''}</output>
    </>
  );
}

describe('session store', () => {
  it('login success stores userInfo in localStorage and state', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { token: 'tok', userId: 7 }, message: null }));
    renderWithProviders(<LoginProbe />);
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByLabelText('status').textContent).toBe('loading');
    await waitFor(() => expect(screen.getByLabelText('status').textContent).toBe('success'));
    expect(screen.getByLabelText('user').textContent).toBe('7');
    expect(JSON.parse(window.localStorage.getItem(USER_INFO_KEY) ?? 'null')).toEqual({
      token: 'tok',
      userId: 7,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${TEST_API}/v1/userLogin?lang=nl`);
    expect(init?.method).toBe('POST');
  });

  it('login failure keeps the error: the server message, else the Dutch fallback', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Onjuiste gegevens', code: 'INVALID_CREDENTIALS' }));
    renderWithProviders(<LoginProbe />);
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(screen.getByLabelText('status').textContent).toBe('fail'));
    expect(screen.getByLabelText('error').textContent).toBe('Onjuiste gegevens');
    expect(window.localStorage.getItem(USER_INFO_KEY)).toBeNull();

    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 502 }));
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() =>
      expect(screen.getByLabelText('error').textContent).toBe('Gebruikersnaam of wachtwoord onjuist'),
    );
  });

  it('a 401 from the user-details call logs out: Logout call, all storage cleared, home reloaded', async () => {
    window.localStorage.setItem(USER_INFO_KEY, JSON.stringify({ token: 'old', userId: 3 }));
    window.localStorage.setItem('cat', 'x');
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        urlOf(input).includes('/User/Get')
          ? json(401, { message: 'Niet ingelogd', code: 'UNAUTHORIZED' })
          : json(200, { data: null, message: null }),
      ),
    );
    function Details() {
      const { isPending } = useUserDetails();
      return <span>{isPending ? 'loading' : 'done'}</span>;
    }
    await act(async () => {
      renderWithProviders(<Details />);
      await Promise.resolve();
    });
    await waitFor(() => expect(reloadHome).toHaveBeenCalledTimes(1));
    const get = fetchMock.mock.calls.find(([url]) => urlOf(url).includes('/User/Get'));
    expect(new Headers(get?.[1]?.headers).get('authorization')).toBe('Bearer old');
    expect(fetchMock.mock.calls.some(([url]) => urlOf(url).includes('/v1/Logout'))).toBe(true);
    expect(window.localStorage.length).toBe(0);
  });

  it("logging out forgets every cached answer, so the next account never sees this one's data", async () => {
    window.localStorage.setItem(USER_INFO_KEY, JSON.stringify({ token: 'tok', userId: 3 }));
    fetchMock.mockResolvedValue(json(200, { data: null, message: null }));
    const client = createTestQueryClient();
    client.setQueryData(apiKey('/exhibitor/v2/User/Get', { lang: 'nl', viewer: 3 }), { firstName: 'Jan' });
    function LogoutProbe() {
      const logout = useLogout();
      return <button onClick={() => void logout()}>out</button>;
    }
    renderWithProviders(<LogoutProbe />, 'nl', client);
    fireEvent.click(screen.getByRole('button', { name: 'out' }));
    await waitFor(() => expect(reloadHome).toHaveBeenCalledTimes(1));
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});

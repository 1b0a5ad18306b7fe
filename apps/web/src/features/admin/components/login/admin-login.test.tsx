import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { json } from '@/test/fake-api';
import { renderAdmin } from '@/test/render-admin';
import { AdminLogin } from './admin-login';

const router = { replace: vi.fn(), refresh: vi.fn(), push: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/admin/login' }));
// The toast shown: react-toastify keeps one per id, and tells whether it is still up.
const shown = new Set<string>();
vi.mock('react-toastify', () => ({
  toast: {
    error: vi.fn((_message: string, options: { toastId: string }) => shown.add(options.toastId)),
    success: vi.fn(),
    update: vi.fn(),
    isActive: vi.fn((id: string) => shown.has(id)),
  },
}));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  router.replace.mockClear();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.update).mockClear();
  shown.clear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('AdminLogin', () => {
  it.each([
    ['nl', 'Inloggen', 'Dit veld is verplicht'],
    ['en', 'Log in', 'This field is required'],
  ] as const)('asks for both fields before sending anything (%s)', async (lang, submit, required) => {
    renderAdmin(<AdminLogin />, lang);
    fireEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findAllByText(required)).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['nl', 'E-mailadres', 'Inloggen', 'Vul een geldig e-mailadres in.'],
    ['en', 'Email address', 'Log in', 'Enter a valid email address.'],
  ] as const)(
    'refuses an email address the shared schema refuses (%s)',
    async (lang, label, submit, text) => {
      renderAdmin(<AdminLogin />, lang);
      fill(label, 'beheer@');
      fireEvent.click(screen.getByRole('button', { name: submit }));
      expect(await screen.findByText(text)).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('sends the trimmed address and goes to the panel', async () => {
    fetchMock.mockResolvedValue(json(200, { data: null, message: null }));
    renderAdmin(<AdminLogin />);
    fill('E-mailadres', ' Beheer@Kraam.example ');
    fill('Wachtwoord', 'geheim-wachtwoord');
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/admin'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/login?lang=nl');
    expect(JSON.parse(init?.body as string)).toEqual({
      email: 'beheer@kraam.example',
      password: 'geheim-wachtwoord',
    });
  });

  it("puts the server's field errors on the fields and its message in a toast", async () => {
    fetchMock.mockResolvedValue(
      json(401, {
        message: 'Gebruikersnaam of wachtwoord onjuist',
        code: 'INVALID_CREDENTIALS',
        errors: { password: ['Het wachtwoord klopt niet.'] },
      }),
    );
    renderAdmin(<AdminLogin />);
    fill('E-mailadres', 'beheer@kraam.example');
    fill('Wachtwoord', 'fout');
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('Het wachtwoord klopt niet.')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Gebruikersnaam of wachtwoord onjuist', expect.anything());
    expect(router.replace).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['nl', 'Inloggen', 'Gebruikersnaam of wachtwoord onjuist', 'Dit account heeft geen beheerrechten.'],
    ['en', 'Log in', 'user name or password Error', 'This account has no admin rights.'],
  ] as const)(
    'says the latest answer: wrong password, then no admin rights (%s)',
    async (lang, submit, wrong, notAdmin) => {
      fetchMock
        .mockResolvedValueOnce(json(401, { message: wrong, code: 'INVALID_CREDENTIALS' }))
        .mockResolvedValueOnce(json(403, { message: notAdmin, code: 'FORBIDDEN' }));
      renderAdmin(<AdminLogin />, lang);
      fill(lang === 'nl' ? 'E-mailadres' : 'Email address', 'gebruiker@kraam.example');
      fill(lang === 'nl' ? 'Wachtwoord' : 'Password', 'fout');
      fireEvent.click(screen.getByRole('button', { name: submit }));
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith(wrong, expect.anything()));
      fireEvent.click(screen.getByRole('button', { name: submit }));
      await waitFor(() =>
        expect(toast.update).toHaveBeenCalledWith('admin-login-failed', { render: notAdmin }),
      );
      expect(router.replace).not.toHaveBeenCalled();
    },
  );
});

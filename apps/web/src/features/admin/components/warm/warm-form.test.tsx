import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { json } from '@/test/fake-api';
import { renderAdmin } from '@/test/render-admin';
import { WarmForm } from './warm-form';

const router = { replace: vi.fn(), refresh: vi.fn(), push: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/admin/cache/add' }));
vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  router.replace.mockClear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.warning).mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('WarmForm', () => {
  it('warms a whole group and says how many entries it wrote', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { warmed: 3 }, message: null }));
    renderAdmin(<WarmForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Toevoegen aan cache' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('3 items toegevoegd aan de cache'));
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ group: 'categoryTree' }));
  });

  it.each([
    ['nl', 'Advertentie', 'Toevoegen aan cache', 'Vul een heel getal boven 0 in'],
    ['en', 'Ad', 'Add to Cache', 'Enter a whole number above 0'],
  ] as const)('refuses an id that is not a whole number above 0 (%s)', async (lang, ad, submit, text) => {
    renderAdmin(<WarmForm />, lang);
    fireEvent.click(screen.getByRole('radio', { name: ad }));
    fireEvent.change(screen.getByRole('textbox', { name: /ID/ }), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("warms one ad by id and puts the server's field error on the id", async () => {
    fetchMock.mockResolvedValue(
      json(404, {
        message: 'Niet gevonden.',
        code: 'NOT_FOUND',
        errors: { id: ['Deze advertentie bestaat niet.'] },
      }),
    );
    renderAdmin(<WarmForm />);
    fireEvent.click(screen.getByRole('radio', { name: 'Advertentie' }));
    fireEvent.change(screen.getByRole('textbox', { name: /ID/ }), { target: { value: ' 12 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Toevoegen aan cache' }));
    expect(await screen.findByText('Deze advertentie bestaat niet.')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ group: 'ad', id: 12 }));
    expect(toast.warning).toHaveBeenCalledWith('Niet gevonden.', expect.anything());
    expect(toast.error).not.toHaveBeenCalled();
  });

  it.each([
    ['nl', 'Advertentie', 'Toevoegen aan cache', 'Er staat geen advertentie met dit ID online.'],
    ['en', 'Ad', 'Add to Cache', 'There is no ad online with this ID.'],
  ] as const)('warns, not cheers, when the ad is not there (%s)', async (lang, ad, submit, message) => {
    fetchMock.mockResolvedValue(json(404, { message, code: 'NOT_FOUND' }));
    renderAdmin(<WarmForm />, lang);
    fireEvent.click(screen.getByRole('radio', { name: ad }));
    fireEvent.change(screen.getByRole('textbox', { name: /ID/ }), { target: { value: '987654' } });
    fireEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(toast.warning).toHaveBeenCalledWith(message, expect.anything());
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('goes to /admin/login when the session is over', async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Log in om verder te gaan.', code: 'UNAUTHORIZED' }));
    renderAdmin(<WarmForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Toevoegen aan cache' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/admin/login'));
    expect(toast.error).not.toHaveBeenCalled();
  });
});

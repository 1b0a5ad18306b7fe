import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { json } from '@/test/fake-api';
import { createTestQueryClient } from '@/test/render';
import { renderAdmin } from '@/test/render-admin';
import { cacheKeysKey } from '../../query/admin-queries';
import { ClearActions } from './clear-actions';

const router = { replace: vi.fn(), refresh: vi.fn(), push: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/admin/cache' }));
vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  router.replace.mockClear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('ClearActions', () => {
  it('asks before clearing everything; Cancel sends nothing', async () => {
    renderAdmin(<ClearActions />);
    fireEvent.click(screen.getByRole('button', { name: 'Alles legen' }));
    const dialog = await screen.findByRole('dialog', { name: 'De hele cache legen?' });
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears everything with an empty object after the confirmation, says how much went and reads the key lists again', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { removed: 12 }, message: null }));
    const queryClient = createTestQueryClient();
    const keysKey = cacheKeysKey('nl', 'ad', '');
    queryClient.setQueryData(keysKey, { pages: [], pageParams: [] });
    renderAdmin(<ClearActions />, 'nl', queryClient);
    fireEvent.click(screen.getByRole('button', { name: 'Alles legen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Legen' }));
    await waitFor(() => expect(queryClient.getQueryState(keysKey)?.isInvalidated).toBe(true));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/cache/clear?lang=nl');
    expect(init).toMatchObject({ method: 'POST', body: '{}' });
    expect(toast.success).toHaveBeenCalledWith('12 items verwijderd');
  });

  it('clears one group after its own confirmation, in English', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { removed: 1 }, message: null }));
    renderAdmin(<ClearActions />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Clear group' }));
    await screen.findByRole('dialog', { name: 'Clear “Category tree”?' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('1 entry removed'));
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ group: 'categoryTree' }));
  });

  it('shows the server message when clearing fails, and goes to /admin/login when the session ended', async () => {
    fetchMock.mockResolvedValueOnce(
      json(503, { message: 'Redis weg (server)', code: 'SERVICE_UNAVAILABLE' }),
    );
    renderAdmin(<ClearActions />);
    fireEvent.click(screen.getByRole('button', { name: 'Alles legen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Legen' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Redis weg (server)', expect.anything()));

    fetchMock.mockResolvedValueOnce(json(401, { message: 'Niet ingelogd', code: 'UNAUTHORIZED' }));
    fireEvent.click(screen.getByRole('button', { name: 'Legen' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/admin/login'));
  });
});

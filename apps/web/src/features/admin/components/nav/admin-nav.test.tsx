import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAdmin } from '@/test/render-admin';
import { AdminNav } from './admin-nav';
import { testNavigation } from '@/test/navigation';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const selectedLinks = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('link')
    .filter((link) => link.classList.contains('Mui-selected'))
    .map((link) => link.textContent);

describe('AdminNav', () => {
  it('is titled Beheerpaneel and highlights Dashboard on /admin only', () => {
    testNavigation.pathname = '/admin';
    renderAdmin(<AdminNav role="admin" />);
    expect(screen.getByText('Beheerpaneel')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Beheermenu' })).toBeTruthy();
    expect(selectedLinks()).toEqual(['Dashboard']);
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it.each(['/admin/cache', '/admin/cache/keys', '/admin/cache/add'])(
    'highlights Clear Cache for %s (SPEC: any path starting with /admin/cache)',
    (path) => {
      testNavigation.pathname = path;
      renderAdmin(<AdminNav role="admin" />, 'en');
      expect(selectedLinks()).toContain('Clear Cache');
      expect(selectedLinks()).not.toContain('Dashboard');
    },
  );

  it('links the admin pages in order for an admin, in English too', () => {
    testNavigation.pathname = '/admin/cache/add';
    renderAdmin(<AdminNav role="admin" />, 'en');
    const links = within(screen.getByRole('navigation', { name: 'Admin menu' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin'],
      ['Add to Cache', '/admin/cache/add'],
      ['Clear Cache', '/admin/cache'],
      ['Background jobs', '/admin/jobs'],
      ['Moderation', '/admin/moderation'],
      ['Appeals', '/admin/moderation/appeals'],
      ['Figures', '/admin/moderation/figures'],
    ]);
    expect(screen.getByRole('link', { name: 'Add to Cache' }).getAttribute('aria-current')).toBe('page');
  });

  it.each([
    ['nl', 'Beheermenu', 'Moderatie', 'Bezwaren', 'Cijfers'],
    ['en', 'Admin menu', 'Moderation', 'Appeals', 'Figures'],
  ] as const)('shows a moderator only moderation (%s)', (lang, menu, moderation, appeals, figures) => {
    testNavigation.pathname = '/admin/moderation';
    renderAdmin(<AdminNav role="moderator" />, lang);
    const links = within(screen.getByRole('navigation', { name: menu })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [moderation, '/admin/moderation'],
      [appeals, '/admin/moderation/appeals'],
      [figures, '/admin/moderation/figures'],
    ]);
    expect(selectedLinks()).toEqual([moderation]);
    expect(screen.getByRole('button', { name: lang === 'nl' ? 'Uitloggen' : 'Log out' })).toBeTruthy();
  });

  it.each([
    ['/admin/moderation/42', ['Moderatie']],
    ['/admin/moderation/appeals', ['Bezwaren']],
    ['/admin/moderation/figures', ['Cijfers']],
  ])('highlights the moderation page of %s', (path, selected) => {
    testNavigation.pathname = path;
    renderAdmin(<AdminNav role="moderator" />);
    expect(selectedLinks()).toEqual(selected);
  });

  it('logs out with an empty POST and credentials included, then lands on /admin/login', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    renderAdmin(<AdminNav role="admin" />);
    fireEvent.click(screen.getByRole('button', { name: 'Uitloggen' }));
    await waitFor(() => expect(testNavigation.router.replace).toHaveBeenCalledWith('/admin/login'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/logout');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(init?.body).toBeUndefined();
  });

  it.each([
    ['answers 500', () => Promise.resolve(new Response('{}', { status: 500 }))],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('still lands on /admin/login when the call %s, with only a console log', async (_name, answer) => {
    fetchMock.mockImplementation(answer);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin(<AdminNav role="admin" />);
    fireEvent.click(screen.getByRole('button', { name: 'Uitloggen' }));
    await waitFor(() => expect(testNavigation.router.replace).toHaveBeenCalledWith('/admin/login'));
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { CACHE_GROUPS, type CacheStats } from '@kraam/shared';
import { json } from '@/test/fake-api';
import { renderAdmin } from '@/test/render-admin';
import { DASHBOARD_REFRESH_MS } from '../../hooks/use-dashboard-data';
import { CacheDashboard } from './cache-dashboard';
import { testNavigation } from '@/test/navigation';

const figures = { entries: 0, memoryBytes: 0, hits: 0, misses: 0, hitRatio: 0 };
const stats = (entries: number): CacheStats => ({
  backend: 'memory',
  available: true,
  ...figures,
  entries,
  groups: Object.fromEntries(CACHE_GROUPS.map((group) => [group, figures])) as CacheStats['groups'], // every group
  history: [],
});

const fetchMock = vi.fn<typeof fetch>();
// The admin calls fetch a same-origin path, always given as a string.
const answer = (entries: number) => (input: RequestInfo | URL) =>
  Promise.resolve(
    (input as string).startsWith('/api/admin/cache/stats')
      ? json(200, { data: stats(entries), message: null })
      : json(200, { data: [], message: null }),
  );
const polls = () =>
  fetchMock.mock.calls.filter(([url]) => (url as string).startsWith('/api/admin/cache/stats'));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  focusManager.setFocused(undefined);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CacheDashboard refreshing', () => {
  it('counts the server-rendered figures as fresh, then refreshes every interval', async () => {
    fetchMock.mockImplementation(answer(7));
    renderAdmin(<CacheDashboard initial={{ stats: stats(2), audit: [] }} />);
    await wait(DASHBOARD_REFRESH_MS - 100);
    expect(polls()).toHaveLength(0);
    await wait(200);
    expect(polls()).toHaveLength(1);
    expect(screen.getByText('7')).toBeTruthy();
  });

  it('pauses while the tab is hidden and refreshes at once when it is shown again', async () => {
    fetchMock.mockImplementation(answer(7));
    renderAdmin(<CacheDashboard initial={{ stats: stats(2), audit: [] }} />);
    act(() => focusManager.setFocused(false));
    await wait(DASHBOARD_REFRESH_MS * 3);
    expect(polls()).toHaveLength(0);
    act(() => focusManager.setFocused(true));
    await wait(10);
    expect(polls()).toHaveLength(1);
  });

  it('goes to /admin/login when the session ended, without an error on the page', async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Log in om verder te gaan.', code: 'UNAUTHORIZED' }));
    renderAdmin(<CacheDashboard initial={{ stats: stats(2), audit: [] }} />);
    await wait(DASHBOARD_REFRESH_MS + 100);
    expect(testNavigation.router.replace).toHaveBeenCalledWith('/admin/login');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when a refresh failed and keeps the figures it has', async () => {
    fetchMock.mockResolvedValue(json(500, { message: 'Fout', code: 'INTERNAL_ERROR' }));
    renderAdmin(<CacheDashboard initial={{ stats: stats(2), audit: [] }} />, 'en');
    await wait(DASHBOARD_REFRESH_MS + 100);
    expect(screen.getByText(/Refreshing failed/)).toBeTruthy();
    expect(screen.getByText('2')).toBeTruthy();
  });
});

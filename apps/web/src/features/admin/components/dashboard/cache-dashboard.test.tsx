import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { CACHE_GROUPS, type CacheStats } from '@kraam/shared';
import { renderAdmin } from '@/test/render-admin';
import { CacheDashboard } from './cache-dashboard';

const figures = { entries: 0, memoryBytes: 0, hits: 0, misses: 0, hitRatio: 0 };
const stats: CacheStats = {
  backend: 'redis',
  available: false,
  entries: 2,
  memoryBytes: 2048,
  hits: 30,
  misses: 10,
  hitRatio: 0.75,
  groups: {
    ...Object.fromEntries(CACHE_GROUPS.map((group) => [group, figures])),
    categoryTree: { entries: 2, memoryBytes: 2048, hits: 30, misses: 10, hitRatio: 0.75 },
  } as CacheStats['groups'], // every group is filled by the line above
  history: [
    { at: '2026-11-23T10:00:00Z', hits: 1, misses: 1, hitRatio: 0.5, entries: 1 },
    { at: '2026-11-23T10:01:00Z', hits: 30, misses: 10, hitRatio: 0.75, entries: 2 },
  ],
};

describe('CacheDashboard', () => {
  it('shows the backend with a warning while Redis is away, the chart, the groups and the audit log', () => {
    renderAdmin(
      <CacheDashboard
        initial={{
          stats,
          audit: [
            {
              id: 1,
              adminEmail: 'beheer@kraam.example',
              action: 'cacheClear',
              detail: { group: null, key: null, removed: 40 },
              at: '2026-11-23T10:02:03Z',
            },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Niet beschikbaar')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Redis is niet bereikbaar/);
    expect(screen.getByRole('img', { name: 'Trefkans in de tijd, van 50% naar 75%' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Categorieboom' }).closest('tr')?.textContent).toMatch(
      /^Categorieboom2/,
    );
    expect(screen.getByText('Cache geleegd')).toBeTruthy();
    expect(screen.getByText(/alles, 40 items/)).toBeTruthy();
    // Europe/Amsterdam: 10:02 UTC is 11:02 in November.
    expect(screen.getByText(/11:02:03/)).toBeTruthy();
  });

  it.each([
    ['nl', 'Advertentie', '0 bytes', 'nog geen verkeer', 'Categorieboom', '2 KB', '75%'],
    ['en', 'Ad', '0 bytes', 'no traffic yet', 'Category tree', '2 KB', '75%'],
  ] as const)(
    'shows a group without traffic as such, and sizes in bytes, KB and MB (%s)',
    (lang, idle, zero, noTraffic, busy, size, ratio) => {
      renderAdmin(
        <CacheDashboard initial={{ stats: { ...stats, memoryBytes: 3 * 1024 * 1024 }, audit: [] }} />,
        lang,
      );
      const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr');
      const idleRow = row(idle);
      expect(idleRow?.textContent).toContain(zero);
      expect(idleRow?.textContent).toContain(noTraffic);
      expect(idleRow?.textContent).not.toContain('%');
      expect(row(busy)?.textContent).toContain(size);
      expect(row(busy)?.textContent).toContain(ratio);
      expect(screen.getByText(/3 MB/)).toBeTruthy();
    },
  );
});

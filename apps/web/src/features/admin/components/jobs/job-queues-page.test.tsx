import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { JobQueue } from '@kraam/shared';
import { fakeApi, json } from '@/test/fake-api';
import { renderAdmin } from '@/test/render-admin';
import { ADMIN_BFF } from '../../api/bff-paths';
import { JobQueuesPage } from './job-queues-page';

const queue = (name: string, counts: Partial<JobQueue> = {}): JobQueue => ({
  name,
  queued: 0,
  retrying: 0,
  active: 0,
  completed: 0,
  failed: 0,
  schedule: { cron: '0 8 * * *', timezone: 'Europe/Amsterdam' },
  ...counts,
});

function serve(answer: Response) {
  const api = fakeApi({ [ADMIN_BFF.jobs]: answer });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('JobQueuesPage', () => {
  it.each([
    [
      'nl',
      'Achtergrondtaken',
      'Dagelijkse samenvatting van bewaarde zoekopdrachten',
      'Elke dag om 08:00',
      'Mislukt',
    ],
    ['en', 'Background jobs', 'Daily digest of saved searches', 'Every day at 08:00', 'Failed'],
  ] as const)(
    'lists each job with what it does, when, and its jobs by state (%s)',
    async (lang, title, job, when, failed) => {
      serve(
        json(200, {
          data: {
            running: true,
            queues: [
              queue('saved-search-daily-digest', { completed: 12, retrying: 1, failed: 2 }),
              queue('some-new-job', { queued: 3, schedule: null }),
            ],
          },
          message: null,
        }),
      );
      renderAdmin(<JobQueuesPage />, lang);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
      const row = (await screen.findByRole('rowheader', { name: new RegExp(job) })).closest('tr');
      expect(row?.textContent).toContain(when);
      const cells = within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(cells).toEqual(['0', '1', '0', '12', '2']);
      expect(screen.getByRole('columnheader', { name: failed })).toBeTruthy();
      // A job the panel has no words for yet still shows, by its name.
      expect(screen.getByRole('rowheader', { name: /some-new-job/ })).toBeTruthy();
    },
  );

  it('says so when this server runs no job queue', async () => {
    serve(json(200, { data: { running: false, queues: [] }, message: null }));
    renderAdmin(<JobQueuesPage />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/JOBS=off/);
  });

  it('offers to try again when loading failed', async () => {
    const api = serve(json(500, { message: 'Er ging iets mis.', code: 'INTERNAL' }));
    renderAdmin(<JobQueuesPage />);
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' }, { timeout: 5000 });
    expect(screen.getByText('De taken konden niet worden geladen.')).toBeTruthy();
    const before = api.calls.length;
    retry.click();
    await vi.waitFor(() => expect(api.calls.length).toBeGreaterThan(before));
  });
});

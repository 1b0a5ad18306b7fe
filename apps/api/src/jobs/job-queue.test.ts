// The job queue on the test engine (PGlite, or PostgreSQL under test:postgres): a sent job runs once with
// its data, a failing attempt is counted and left to pg-boss to retry, the modules' schedules are stored
// in Amsterdam time, and /metrics shows the queues.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';
import { JOB_TIME_ZONE } from './job-queue';

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, nameAndLabels: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${nameAndLabels} `));
  return line === undefined ? undefined : Number(line.slice(nameAndLabels.length + 1));
}

describe('the job queue', () => {
  let t: TestApp;
  const ran: unknown[] = [];
  const burst: unknown[] = [];
  let echoed: (() => void) | undefined;
  let failed: (() => void) | undefined;

  beforeAll(async () => {
    t = await createTestApp({ config: { jobs: true } });
    t.app.jobs.define({
      name: 'test-echo',
      run: (data) => {
        ran.push(data);
        echoed?.();
        return Promise.resolve();
      },
    });
    t.app.jobs.define({
      name: 'test-slow',
      run: async (data) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        burst.push(data);
      },
    });
    t.app.jobs.define({
      name: 'test-broken',
      run: () => {
        failed?.();
        return Promise.reject(new Error('the mail server is away'));
      },
    });
    await t.app.ready();
  });
  afterAll(() => t?.close());

  it('runs a sent job once, with its data', async () => {
    const done = new Promise<void>((resolve) => (echoed = resolve));
    expect(await t.app.jobs.send('test-echo', { adId: 7 })).toEqual(expect.any(String));
    await done;
    expect(ran).toEqual([{ adId: 7 }]);
  });

  it('works through a burst without waiting a poll between jobs', async () => {
    // Queued while the worker is busy with the first: one a poll (2 s) would take 18 s for the rest.
    await Promise.all(Array.from({ length: 10 }, (_, n) => t.app.jobs.send('test-slow', { n })));
    await expect.poll(() => burst.length, { timeout: 9_000, interval: 100 }).toBe(10);
  });

  it('refuses a job nobody defined, and a definition after the start', async () => {
    await expect(t.app.jobs.send('no-such-job')).rejects.toThrow(/no job named/);
    expect(() => t.app.jobs.define({ name: 'late', run: () => Promise.resolve() })).toThrow(
      /after the queue/,
    );
  });

  it('stores the alert digests and the retention sweep as schedules in Amsterdam time', async () => {
    const schedules = (await t.app.jobs.boss()?.getSchedules()) ?? [];
    const byName = Object.fromEntries(schedules.map((s) => [s.name, s]));
    expect(byName['saved-search-daily-digest']).toMatchObject({ cron: '0 8 * * *', timezone: JOB_TIME_ZONE });
    expect(byName['saved-search-weekly-digest']).toMatchObject({
      cron: '0 8 * * 1',
      timezone: JOB_TIME_ZONE,
    });
    expect(byName['saved-search-held-alerts']).toMatchObject({ cron: '* * * * *' });
    expect(byName['notification-retention']).toMatchObject({ timezone: JOB_TIME_ZONE });
    expect(byName['test-echo']).toBeUndefined();
  });

  it('counts a failed attempt as retried and shows the queues in /metrics', async () => {
    const attempted = new Promise<void>((resolve) => (failed = resolve));
    await t.app.jobs.send('test-broken');
    await attempted;
    // pg-boss records the failure just after run() throws: wait until the queue shows it.
    let text = '';
    for (let i = 0; i < 50; i++) {
      text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      if (sample(text, 'kraam_jobs{queue="test-broken",state="retrying"}') === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(sample(text, 'kraam_job_attempts_total{queue="test-broken",outcome="retried"}')).toBe(1);
    expect(sample(text, 'kraam_job_attempts_total{queue="test-echo",outcome="completed"}')).toBe(1);
    expect(sample(text, 'kraam_jobs{queue="test-broken",state="retrying"}')).toBe(1);
    expect(sample(text, 'kraam_jobs{queue="test-echo",state="completed"}')).toBe(1);
    expect(sample(text, 'kraam_jobs{queue="test-echo",state="failed"}')).toBe(0);
  });

  it('gives the admin page every queue with its counts and schedule', async () => {
    const queues = (await t.app.jobs.overview()) ?? [];
    expect(queues.find((queue) => queue.name === 'test-echo')).toEqual({
      name: 'test-echo',
      queued: 0,
      retrying: 0,
      active: 0,
      completed: 1,
      failed: 0,
      schedule: null,
    });
    expect(queues.find((queue) => queue.name === 'saved-search-daily-digest')?.schedule).toEqual({
      cron: '0 8 * * *',
      timezone: JOB_TIME_ZONE,
    });
  });
});

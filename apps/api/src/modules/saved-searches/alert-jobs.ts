// The saved searches' mail on the job queue (app.jobs): every minute the instant searches' matches the
// 15-minute gap held back; at 08:00 the daily digests, on Mondays at 08:00 the weekly ones.
import type { FastifyInstance } from 'fastify';
import { mailHeldMatches } from './alert-mailing';
import type { AlertMailConfig, HeldMailFrequency } from './alert-mailing';

export const ALERT_JOBS: Record<HeldMailFrequency, { name: string; cron: string }> = {
  instant: { name: 'saved-search-held-alerts', cron: '* * * * *' },
  daily: { name: 'saved-search-daily-digest', cron: '0 8 * * *' },
  weekly: { name: 'saved-search-weekly-digest', cron: '0 8 * * 1' },
};

export function registerAlertJobs(app: FastifyInstance, config: AlertMailConfig): void {
  for (const [frequency, { name, cron }] of Object.entries(ALERT_JOBS) as [
    HeldMailFrequency,
    { name: string; cron: string },
  ][]) {
    app.jobs.define({
      name,
      cron,
      run: async () => {
        await mailHeldMatches(app, config, frequency);
      },
    });
  }
}

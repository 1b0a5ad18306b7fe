// Notifications are kept NOTIFICATION_RETENTION_DAYS: a nightly job deletes older rows (they already
// look gone to the centre, notification-repository.ts).
import { NOTIFICATION_RETENTION_DAYS } from '@kraam/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';

export const NOTIFICATION_RETENTION_JOB = 'notification-retention';

/** Answers how many rows went. */
export async function deleteExpiredNotifications(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('notifications')
    .where(
      'created_at',
      '<=',
      sql<Date>`now() - make_interval(days => ${NOTIFICATION_RETENTION_DAYS}::integer)`,
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function registerNotificationRetention(app: FastifyInstance): void {
  app.jobs.define({
    name: NOTIFICATION_RETENTION_JOB,
    cron: '17 3 * * *',
    run: async () => {
      const deleted = await deleteExpiredNotifications(app.db);
      if (deleted > 0) app.log.info({ deleted }, 'expired notifications deleted');
    },
  });
}

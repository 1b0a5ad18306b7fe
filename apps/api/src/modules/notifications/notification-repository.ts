// The notifications table: a user's rows newest first (keyset by id), the unread count, marking read.
// Rows older than NOTIFICATION_RETENTION_DAYS are neither listed nor counted: between two runs of the
// nightly sweep that deletes them (notification-retention.ts) they must already look gone.
import { NOTIFICATION_RETENTION_DAYS } from '@kraam/shared';
import type { Notification, NotificationSubject } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import type { Database } from '../../db/database-types';

const retained: RawBuilder<boolean> = sql<boolean>`created_at > now() - make_interval(days => ${NOTIFICATION_RETENTION_DAYS}::integer)`;

/** A subject's fields a kind does not use; also fills a row stored with fewer fields than the contract has. */
export const EMPTY_SUBJECT: NotificationSubject = {
  advertisementId: null,
  title: null,
  imageId: null,
  priceCents: null,
  previousPriceCents: null,
  savedSearchId: null,
  savedSearchName: null,
  savedSearchQuery: null,
};

const columns = ['id', 'kind', 'subject', 'created_at', 'read_at'] as const;

interface NotificationRow {
  id: number;
  kind: Notification['kind'];
  subject: Notification['subject'];
  created_at: Date;
  read_at: Date | null;
}

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  subject: { ...EMPTY_SUBJECT, ...row.subject },
  createdAt: row.created_at.toISOString(),
  readAt: row.read_at?.toISOString() ?? null,
});

/** One page of the user's notifications, newest first, below `beforeId` when given; one extra row says more. */
export async function listNotifications(
  db: Kysely<Database>,
  userId: number,
  limit: number,
  beforeId: number | undefined,
): Promise<{ rows: Notification[]; more: boolean }> {
  let query = db
    .selectFrom('notifications')
    .select(columns)
    .where('user_id', '=', userId)
    .where(retained)
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  const rows = await query.execute();
  return { rows: rows.slice(0, limit).map(toNotification), more: rows.length > limit };
}

export async function unreadTotal(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .where(retained)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The unread counts of many users in one query; a user with none is absent. */
export async function unreadTotals(
  db: Kysely<Database>,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('notifications')
    .select((eb) => ['user_id', eb.fn.countAll<number>().as('total')])
    .where('user_id', 'in', userIds)
    .where('read_at', 'is', null)
    .where(retained)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.total)]));
}

/** Marks the user's own rows among `ids` (or all of them) read; ids of others match nothing. */
export async function markRead(db: Kysely<Database>, userId: number, ids: readonly number[] | 'all') {
  let query = db
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids !== 'all') query = query.where('id', 'in', ids);
  await query.execute();
}

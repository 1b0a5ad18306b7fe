import type { PushSubscriptionBody } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database-types';

/** Browsers per user: the oldest subscription goes when one more says yes. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

export interface StoredSubscription {
  id: number;
  userId: number;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Keeps the browser's subscription for this user (a browser signed in to another account moves over). */
export async function saveSubscription(
  db: Kysely<Database>,
  userId: number,
  subscription: PushSubscriptionBody,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('push_subscriptions')
      .values({
        user_id: userId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
      })
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet((eb) => ({
          user_id: eb.ref('excluded.user_id'),
          p256dh: eb.ref('excluded.p256dh'),
          auth: eb.ref('excluded.auth'),
          created_at: eb.fn('now'),
        })),
      )
      .execute();
    const kept = trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(PUSH_SUBSCRIPTIONS_PER_USER);
    await trx
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', userId)
      .where('id', 'not in', kept)
      .execute();
  });
}

/** Forgets the user's subscription at this endpoint; another user's is left alone. */
export async function deleteSubscription(
  db: Kysely<Database>,
  userId: number,
  endpoint: string,
): Promise<void> {
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .execute();
}

/** The push service said the subscription is gone (404, 410). */
export async function deleteSubscriptionById(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export async function subscriptionsOf(db: Kysely<Database>, userId: number): Promise<StoredSubscription[]> {
  const rows = await db
    .selectFrom('push_subscriptions')
    .select(['id', 'user_id', 'endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    endpoint: row.endpoint,
    keys: { p256dh: row.p256dh, auth: row.auth },
  }));
}

/** Which of these users have a browser to push to: the others need no push job at all. */
export async function usersWithSubscriptions(
  db: Kysely<Database>,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  // One array parameter, however many users one new ad alerts.
  const rows = await db
    .selectFrom('push_subscriptions')
    .select('user_id')
    .distinct()
    .where(sql<boolean>`user_id = any(${[...userIds]}::integer[])`)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

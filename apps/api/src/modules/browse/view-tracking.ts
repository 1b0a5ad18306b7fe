// What a signed-in visitor's ad page beacon records besides the view (views/): a last visit, capped at
// LAST_VISITS_CAP.
import { LAST_VISITS_CAP } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import { retryOnConflict } from '../../db/retry-on-conflict';

/** One entry per ad, moved to the top on every visit; the oldest beyond the cap are dropped. */
export async function recordLastVisit(db: Kysely<Database>, userId: number, adId: number): Promise<void> {
  // Two statements, each safe to run again: one user's beacons of several ads at once can deadlock on
  // the trim, and a beacon never answers 500 for that.
  await retryOnConflict(() => upsertAndTrim(db, userId, adId));
}

async function upsertAndTrim(db: Kysely<Database>, userId: number, adId: number): Promise<void> {
  await sql`
    insert into last_visits (user_id, ad_id, visited_at) values (${userId}::integer, ${adId}::integer, now())
    on conflict (user_id, ad_id) do update set visited_at = excluded.visited_at`.execute(db);
  await sql`
    delete from last_visits
    where user_id = ${userId}::integer and ad_id not in (
      select ad_id from last_visits where user_id = ${userId}::integer
      order by visited_at desc, ad_id desc limit ${LAST_VISITS_CAP})`.execute(db);
}

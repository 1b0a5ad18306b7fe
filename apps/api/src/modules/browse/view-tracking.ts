// What opening an ad page records: a view (ads.view_count and today's ad_daily_stats row, whose trigger
// refreshes the trending score) and, for a logged-in visitor, a last visit capped at LAST_VISITS_CAP.
import { LAST_VISITS_CAP } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';

const today = sql<string>`(now() at time zone 'UTC')::date`;

/** Counts a view and returns the new view count. */
export async function countView(db: Kysely<Database>, adId: number): Promise<number> {
  const row = await db
    .updateTable('ads')
    .set({ view_count: sql`view_count + 1` })
    .where('id', '=', adId)
    .returning('view_count')
    .executeTakeFirstOrThrow();
  await sql`
    insert into ad_daily_stats (ad_id, day, views) values (${adId}::integer, ${today}, 1)
    on conflict (ad_id, day) do update set views = ad_daily_stats.views + 1`.execute(db);
  return row.view_count;
}

/** One entry per ad, moved to the top on every visit; the oldest beyond the cap are dropped. */
export async function recordLastVisit(db: Kysely<Database>, userId: number, adId: number): Promise<void> {
  await sql`
    insert into last_visits (user_id, ad_id, visited_at) values (${userId}::integer, ${adId}::integer, now())
    on conflict (user_id, ad_id) do update set visited_at = excluded.visited_at`.execute(db);
  await sql`
    delete from last_visits
    where user_id = ${userId}::integer and ad_id not in (
      select ad_id from last_visits where user_id = ${userId}::integer
      order by visited_at desc, ad_id desc limit ${LAST_VISITS_CAP})`.execute(db);
}

// One flush of buffered views: ads.view_count and today's ad_daily_stats rows (whose trigger refreshes
// the trending score) in one transaction. The ads rows are locked in id order first, so two flushes
// (two instances) touching the same ads wait for each other instead of deadlocking; a deadlock with a
// writer that locks in another order is retried rather than put back for the next flush.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database-types';
import { transactionWithRetry } from '../../../db/retry-on-conflict';
import type { ViewCounts } from './view-counts';

export async function writeViews(db: Kysely<Database>, counts: ViewCounts): Promise<void> {
  if (counts.size === 0) return;
  const ids = [...counts.keys()].sort((a, b) => a - b);
  const views = ids.map((id) => counts.get(id) ?? 0);
  await transactionWithRetry(db, async (trx) => {
    await sql`select id from ads where id = any(${ids}::integer[]) order by id for no key update`.execute(
      trx,
    );
    await sql`
      update ads set view_count = ads.view_count + v.views
      from unnest(${ids}::integer[], ${views}::integer[]) as v(id, views)
      where ads.id = v.id`.execute(trx);
    // Joined with ads: an ad deleted since its view was buffered is skipped, not a foreign-key error.
    await sql`
      insert into ad_daily_stats (ad_id, day, views)
      select v.id, (now() at time zone 'UTC')::date, v.views
      from unnest(${ids}::integer[], ${views}::integer[]) as v(id, views)
      join ads on ads.id = v.id
      order by v.id
      on conflict (ad_id, day) do update set views = ad_daily_stats.views + excluded.views`.execute(trx);
  });
}

// Favourites (wish_list) and recently viewed (last_visits): the like toggle and the caller's own lists.
// Both lists show active ads only; an ad that expires or is sold drops out and returns when renewed.
import type { LikeResult } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import { isActive } from '../../db/active-ads';
import { transactionWithRetry } from '../../db/retry-on-conflict';
import type { ListSpec } from './list-spec';

const today = sql<string>`(now() at time zone 'UTC')::date`;

/** The like's outcome; the route adds the ad's id. */
export type LikeOutcome = Omit<LikeResult, 'advertisementId'>;
/** Adding one's own ad: a seller's favourite of their own ad would only inflate its count. */
export const OWN_AD = 'ownAd';

/**
 * Adds the ad to the user's favourites, or removes it when it is there already (`want` true only adds,
 * false only removes, so either can be sent twice without undoing itself), keeping
 * ads.favorite_count and today's ad_daily_stats.favorites in step. Undefined: an unknown ad, or adding
 * an inactive one; OWN_AD: adding one's own (removing it, a like from before this rule, still works).
 *
 * The ads row is locked first, as every writer of an ad's counters does (views, chats): writers of one
 * ad queue there instead of deadlocking on wish_list and ad_daily_stats in different orders, and one
 * user's toggles of one ad apply one after another, each seeing the last one's result (READ COMMITTED
 * takes a fresh snapshot per statement). Deadlocks this cannot foresee are retried.
 */
export function toggleLike(
  db: Kysely<Database>,
  userId: number,
  adId: number,
  want?: boolean,
): Promise<LikeOutcome | typeof OWN_AD | undefined> {
  return transactionWithRetry(db, async (trx) => {
    // FOR NO KEY UPDATE, the lock the counter update takes anyway: it leaves foreign-key checks of
    // rows that merely point at the ad (last visits, messages) free to go on.
    const lockAd = sql<{ active: boolean; own: boolean }>`
      select ${isActive('a')} as active,
        exists (select 1 from booths b where b.id = a.booth_id and b.user_id = ${userId}::integer) as own
      from ads a where a.id = ${adId}::integer for no key update`;
    const ad = (await lockAd.execute(trx)).rows[0];
    if (!ad) return undefined;
    const removed =
      want === true
        ? { numDeletedRows: 0n }
        : await trx
            .deleteFrom('wish_list')
            .where('user_id', '=', userId)
            .where('ad_id', '=', adId)
            .executeTakeFirst();
    if (removed.numDeletedRows > 0n) {
      const counted = await trx
        .updateTable('ads')
        .set({ favorite_count: sql`greatest(favorite_count - 1, 0)` })
        .where('id', '=', adId)
        .returning('favorite_count')
        .executeTakeFirstOrThrow();
      await sql`
        update ad_daily_stats set favorites = greatest(favorites - 1, 0)
        where ad_id = ${adId}::integer and day = ${today} and favorites > 0`.execute(trx);
      return { liked: false, favoriteCount: counted.favorite_count };
    }
    if (want === false) return { liked: false, favoriteCount: await favoriteCountOf(trx, adId) };
    if (!ad.active) return undefined;
    if (ad.own) return OWN_AD;
    const added = await trx
      .insertInto('wish_list')
      .values({ user_id: userId, ad_id: adId })
      .onConflict((oc) => oc.columns(['user_id', 'ad_id']).doNothing())
      .returning('ad_id')
      .executeTakeFirst();
    if (!added) {
      // Already saved (a save sent twice), or a writer that skipped the ads lock: the like stands and counts once.
      return { liked: true, favoriteCount: await favoriteCountOf(trx, adId) };
    }
    const counted = await trx
      .updateTable('ads')
      .set({ favorite_count: sql`favorite_count + 1` })
      .where('id', '=', adId)
      .returning('favorite_count')
      .executeTakeFirstOrThrow();
    await sql`
      insert into ad_daily_stats (ad_id, day, favorites) values (${adId}::integer, ${today}, 1)
      on conflict (ad_id, day) do update set favorites = ad_daily_stats.favorites + 1`.execute(trx);
    return { liked: true, favoriteCount: counted.favorite_count };
  });
}

async function favoriteCountOf(db: Kysely<Database>, adId: number): Promise<number> {
  const row = await db
    .selectFrom('ads')
    .select('favorite_count')
    .where('id', '=', adId)
    .executeTakeFirstOrThrow();
  return row.favorite_count;
}

/** The user's favourites, most recently added first. */
export const wishListSpec = (userId: number): ListSpec => ({
  name: 'wishList',
  conditions: [
    isActive('a'),
    sql<boolean>`a.id in (select w.ad_id from wish_list w where w.user_id = ${userId}::integer)`,
  ],
  sort: {
    expr: sql`(select w.created_at from wish_list w where w.user_id = ${userId}::integer and w.ad_id = a.id)`,
    type: 'timestamptz',
    direction: 'desc',
  },
});

/** The user's recently viewed ads, most recent visit first. */
export const lastVisitsSpec = (userId: number): ListSpec => ({
  name: 'lastVisits',
  conditions: [
    isActive('a'),
    sql<boolean>`a.id in (select v.ad_id from last_visits v where v.user_id = ${userId}::integer)`,
  ],
  sort: {
    expr: sql`(select v.visited_at from last_visits v where v.user_id = ${userId}::integer and v.ad_id = a.id)`,
    type: 'timestamptz',
    direction: 'desc',
  },
});

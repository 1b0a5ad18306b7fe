// The home feeds (GET /public/v2/Advertisement/GetAll) as lists; formulas in docs/ranking.md.
import type { HomeSort } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import type { Database } from '../../db/database-types';
import { isActive } from '../../db/active-ads';
import type { ListSpec } from './list-spec';
import { cheapestKey, mostExpensiveKey, newestKey, promotedKey, trendingKey } from './sort-keys';

/** How many recent visits and favourites make up a visitor's interests. */
const INTEREST_SAMPLE = 20;

/** A demoted ad (a moderation decision) stays online but leaves trending and the promoted strip. */
const notDemoted = sql<boolean>`a.demoted_decision_id is null`;

export const promotedSpec: ListSpec = {
  name: 'home:promoted',
  conditions: [isActive('a'), sql<boolean>`a.promoted_until > now()`, notDemoted],
  sort: promotedKey,
};

interface Interests {
  categories: number[] | null;
  low: string | null;
  high: string | null;
}

/** Categories and price band of the ads the user recently viewed or favourited. */
async function interestsOf(db: Kysely<Database>, userId: number): Promise<Interests | undefined> {
  const { rows } = await sql<Interests>`
    with seen as (
      (select ad_id from last_visits where user_id = ${userId}::integer order by visited_at desc limit ${INTEREST_SAMPLE})
      union
      (select ad_id from wish_list where user_id = ${userId}::integer order by created_at desc limit ${INTEREST_SAMPLE})
    )
    select array_agg(distinct a.category_id) as categories, min(a.price_cents) as low, max(a.price_cents) as high
    from seen join ads a on a.id = seen.ad_id`.execute(db);
  const row = rows[0];
  return row?.categories && row.categories.length > 0 ? row : undefined;
}

/** For you: trending within the visitor's categories and price band (half the lowest to twice the highest). */
async function forYouSpec(db: Kysely<Database>, userId: number | null): Promise<ListSpec> {
  const interests = userId === null ? undefined : await interestsOf(db, userId);
  if (userId === null || !interests?.categories) return { ...feedSpec('trending'), name: 'home:forYou' };
  const conditions: RawBuilder<boolean>[] = [
    isActive('a'),
    notDemoted,
    sql<boolean>`a.category_id = any(${interests.categories}::integer[])`,
    sql<boolean>`a.user_id <> ${userId}::integer`,
  ];
  if (interests.low !== null && interests.high !== null)
    conditions.push(
      sql<boolean>`(a.price_cents is null or a.price_cents between ${Math.floor(Number(interests.low) / 2)}::bigint and ${Number(interests.high) * 2}::bigint)`,
    );
  return { name: 'home:forYou', conditions, sort: trendingKey };
}

function feedSpec(sort: Exclude<HomeSort, 'forYou'>): ListSpec {
  const keys = {
    trending: trendingKey,
    newest: newestKey,
    cheapest: cheapestKey,
    mostExpensive: mostExpensiveKey,
  };
  const conditions = sort === 'trending' ? [isActive('a'), notDemoted] : [isActive('a')];
  return { name: `home:${sort}`, conditions, sort: keys[sort] };
}

export async function homeFeedSpec(
  db: Kysely<Database>,
  sort: HomeSort,
  userId: number | null,
): Promise<ListSpec> {
  return sort === 'forYou' ? forYouSpec(db, userId) : feedSpec(sort);
}

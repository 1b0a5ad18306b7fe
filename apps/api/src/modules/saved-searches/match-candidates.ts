// The saved searches a live ad may match, in two steps. First the distinct queries of the searches that
// are on (saved_search_queries, migration 0034), picked by index from the columns of match-columns.ts: a
// query whose term is among the three-letter pieces of the ad's stems (or has no words), whose category
// holds the ad's, whose price range and radius box the ad's price and place fit. Each is then tried with
// the real search (match-ad.ts), and only the queries the ad is in are looked up by their searches: those
// that are on, not the seller's own, and not alerted about this ad by another run (decision 0052).
import type { SavedSearchFrequency } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import { TERM_LENGTH } from './match-columns';

export interface Candidate {
  id: number;
  userId: number;
  name: string;
  query: string;
  frequency: SavedSearchFrequency;
  email: boolean;
  push: boolean;
}

const KM_PER_DEGREE = 111.2;
/** kraam_price_low_first's key of an ad without an amount: above any upper bound. */
const NO_PRICE = sql.raw('9223372036854775807');
/** The radius box's longitude factor: below cos(latitude) up to 60° N, so the box holds the circle. */
const LONGITUDE_SCALE = 0.5;
/** What the rest of the query reads of a query: all in the two indexes, read without the table. */
const PICKED = sql.raw(
  'q.query, q.category_id, q.price_min_cents, q.price_max_cents, q.centre_lat, q.centre_lng, q.radius_km',
);

/**
 * The distinct queries of searches that are on the ad may be in. `previousPriceCents`: for a price drop,
 * only queries whose upper bound the old price (null: none) was above; the ad was not out of the others'
 * results for its price, so the drop brings it into none of them.
 */
export async function candidateQueries(
  db: Kysely<Database>,
  adId: number,
  previousPriceCents?: number | null,
): Promise<string[]> {
  const priceDrop =
    previousPriceCents === undefined
      ? sql`true`
      : sql`q.price_max_cents is not null
          and coalesce(${previousPriceCents}::bigint, ${NO_PRICE}) > q.price_max_cents`;
  const { rows } = await sql<{ query: string }>`
    with recursive ad as (
      select a.id, a.category_id, a.latitude, a.longitude, a.search_document,
        kraam_price_low_first(a.price_type, a.price_cents) as price_key
      from ads a where a.id = ${adId}::integer
    ), ancestors as (
      select c.id, c.parent_id from categories c join ad on c.id = ad.category_id
      union all
      select c.id, c.parent_id from categories c join ancestors x on c.id = x.parent_id
    ), pieces as (
      select distinct substr(l.lexeme, p.at, n.len) as piece
      from ad
      cross join lateral unnest(tsvector_to_array(ad.search_document)) as l (lexeme)
      cross join lateral generate_series(1, length(l.lexeme)) as p (at)
      cross join lateral generate_series(1, ${TERM_LENGTH}::integer) as n (len)
      where p.at + n.len - 1 <= length(l.lexeme)
    ), picked as (
      -- Each path by its own index, its category in the index condition: queries with words by their
      -- term and category (one of the ad's, or none), those without by their category alone.
      select ${PICKED} from saved_search_queries q
      where q.term = any(array(select piece from pieces)) and q.category_id is null
      union all
      select ${PICKED} from saved_search_queries q
      where q.term = any(array(select piece from pieces)) and q.category_id = any(array(select id from ancestors))
      union all
      select ${PICKED} from saved_search_queries q
      where q.term is null and q.category_id = any(array(select id from ancestors))
      union all
      select ${PICKED} from saved_search_queries q
      where q.term is null and q.category_id is null
    )
    select q.query from picked q cross join ad a
    where (q.price_min_cents is null or a.price_key >= q.price_min_cents)
      and (q.price_max_cents is null or a.price_key <= q.price_max_cents)
      and (q.radius_km is null or (
        a.latitude between q.centre_lat - q.radius_km / ${KM_PER_DEGREE}::float8
          and q.centre_lat + q.radius_km / ${KM_PER_DEGREE}::float8
        and a.longitude between q.centre_lng - q.radius_km / ${KM_PER_DEGREE * LONGITUDE_SCALE}::float8
          and q.centre_lng + q.radius_km / ${KM_PER_DEGREE * LONGITUDE_SCALE}::float8))
      and ${priceDrop}
    order by q.query`.execute(db);
  return rows.map((row) => row.query);
}

/**
 * The searches that are on and hold one of `queries`, not the seller's own and not alerted about the ad by
 * another run: `run`'s own pairs stay (a retried run tells them again).
 */
export async function searchesOfQueries(
  db: Kysely<Database>,
  adId: number,
  queries: readonly string[],
  run: string,
): Promise<number[]> {
  if (queries.length === 0) return [];
  const { rows } = await sql<{ id: number }>`
    select s.id from saved_searches s
    where s.query = any(${queries}::text[]) and s.frequency <> 'off'
      and s.user_id <> (select a.user_id from ads a where a.id = ${adId}::integer)
      and s.id not in (
        select m.saved_search_id from saved_search_matches m
        where m.advertisement_id = ${adId}::integer and m.matched_by is distinct from ${run})
    order by s.id`.execute(db);
  return rows.map((row) => row.id);
}

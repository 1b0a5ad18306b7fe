// The saved searches a live ad may match, picked by index from the columns of match-columns.ts: a search
// whose term is among the three-letter pieces of the ad's stems (or has no words), whose category holds
// the ad's, whose price range and radius box the ad's price and place fit, not the seller's own, not off,
// and not alerted about this ad by another run. Each candidate is then tried with the real search.
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

/** What matching reads of a candidate: which search, and its query to try on the ad. */
export type CandidateQuery = Pick<Candidate, 'id' | 'query'>;

const KM_PER_DEGREE = 111.2;
/** kraam_price_low_first's key of an ad without an amount: above any upper bound. */
const NO_PRICE = sql.raw('9223372036854775807');
/** The radius box's longitude factor: below cos(latitude) up to 60° N, so the box holds the circle. */
const LONGITUDE_SCALE = 0.5;
/** What the rest of the query reads of a search: all in the two indexes, read without the table. */
const PICKED = sql.raw(
  's.id, s.query, s.user_id, s.category_id, s.price_min_cents, s.price_max_cents, s.centre_lat, s.centre_lng, s.radius_km',
);

/**
 * `run`: the matching run asking; pairs it recorded itself stay candidates (a retried run tells them again).
 * `previousPriceCents`: for a price drop, only searches whose upper bound the old price (null: none) was
 * above; the ad was not out of the others' results for its price, so the drop brings it into none of them.
 */
export async function matchCandidates(
  db: Kysely<Database>,
  adId: number,
  run: string,
  previousPriceCents?: number | null,
): Promise<CandidateQuery[]> {
  const priceDrop =
    previousPriceCents === undefined
      ? sql`true`
      : sql`s.price_max_cents is not null
          and coalesce(${previousPriceCents}::bigint, ${NO_PRICE}) > s.price_max_cents`;
  const { rows } = await sql<CandidateQuery>`
    with recursive ad as (
      select a.id, a.user_id, a.category_id, a.latitude, a.longitude, a.search_document,
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
      -- Each path by its own index, its category in the index condition: searches with words by their
      -- term and category (one of the ad's, or none), those without by their category alone.
      select ${PICKED} from saved_searches s
      where s.frequency <> 'off' and s.term = any(array(select piece from pieces)) and s.category_id is null
      union all
      select ${PICKED} from saved_searches s
      where s.frequency <> 'off' and s.term = any(array(select piece from pieces))
        and s.category_id = any(array(select id from ancestors))
      union all
      select ${PICKED} from saved_searches s
      where s.frequency <> 'off' and s.term is null and s.category_id = any(array(select id from ancestors))
      union all
      select ${PICKED} from saved_searches s
      where s.frequency <> 'off' and s.term is null and s.category_id is null
    )
    select s.id, s.query from picked s cross join ad a
    where s.user_id <> a.user_id
      and (s.price_min_cents is null or a.price_key >= s.price_min_cents)
      and (s.price_max_cents is null or a.price_key <= s.price_max_cents)
      and (s.radius_km is null or (
        a.latitude between s.centre_lat - s.radius_km / ${KM_PER_DEGREE}::float8
          and s.centre_lat + s.radius_km / ${KM_PER_DEGREE}::float8
        and a.longitude between s.centre_lng - s.radius_km / ${KM_PER_DEGREE * LONGITUDE_SCALE}::float8
          and s.centre_lng + s.radius_km / ${KM_PER_DEGREE * LONGITUDE_SCALE}::float8))
      and ${priceDrop}
      and s.id not in (
        select m.saved_search_id from saved_search_matches m
        where m.advertisement_id = ${adId}::integer and m.matched_by is distinct from ${run})
    order by s.id`.execute(db);
  return rows;
}

// The orderings of public lists, each a key plus the ad id as tie-break. Each fixed one has an index
// (0001-schema.sql, 0002-browse-search.sql) on published ads in the same order.
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { SortKey } from './list-spec';

export const newestKey: SortKey = { expr: sql`a.published_at`, type: 'timestamptz', direction: 'desc' };

/** Free counts as 0; ads without an amount (swap, see description) come last. */
export const cheapestKey: SortKey = {
  expr: sql`kraam_price_low_first(a.price_type, a.price_cents)`,
  type: 'bigint',
  direction: 'asc',
};

export const mostExpensiveKey: SortKey = {
  expr: sql`kraam_price_high_first(a.price_type, a.price_cents)`,
  type: 'bigint',
  direction: 'desc',
};

/** docs/ranking.md; the score is kept by a trigger on ad_daily_stats. */
export const trendingKey: SortKey = {
  expr: sql`a.trending_score`,
  type: 'double precision',
  direction: 'desc',
};

export const promotedKey: SortKey = { expr: sql`a.promoted_until`, type: 'timestamptz', direction: 'desc' };

export const nearestKey = (distance: RawBuilder<number>): SortKey => ({
  expr: distance,
  type: 'double precision',
  direction: 'asc',
});

export const relevanceKey = (rank: RawBuilder<number>): SortKey => ({
  expr: rank,
  type: 'real',
  direction: 'desc',
});

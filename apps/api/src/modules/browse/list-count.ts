// The count of a list's first page, up to a cap, in the statement that reads the page (list-query.ts).
import { sql } from 'kysely';
import { and } from './list-spec';
import type { ListSpec } from './list-spec';

/**
 * The matching rows, materialized, for counting: planned without the caller's LIMIT, so a text or
 * category filter is read through its index (a bitmap scan) and counting stops at the cap, instead of a
 * scan of the newest ads that stops when enough match, which is slow when few do.
 */
export const matching = (spec: ListSpec) => {
  const all = sql`matching as materialized (select a.id, a.published_at from ads a where ${and(spec.conditions)})`;
  // Materialized as `matching` is, so it is read through an index and only as far as its count goes.
  return spec.narrower
    ? sql`${all}, narrower as materialized (select a.id from ads a where ${and(spec.narrower)})`
    : all;
};

/** A materialized read counted up to `cap` + 1: more says the total is capped. */
const countUpTo = (read: 'matching' | 'narrower', cap: number) =>
  sql`(select count(*)::int from (select 1 from ${sql.raw(read)} limit ${cap + 1}) m)`;

/**
 * The matches counted up to `cap` + 1. With narrower conditions those are counted first, and the
 * matches only when they do not pass the cap: CASE reads `matching` only in that branch.
 */
export const countMatching = (spec: ListSpec, cap: number) =>
  spec.narrower
    ? sql`(case when ${countUpTo('narrower', cap)} > ${cap} then ${cap + 1} else ${countUpTo('matching', cap)} end)`
    : countUpTo('matching', cap);

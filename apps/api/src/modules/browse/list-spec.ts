// What a list of ads is (list-query.ts reads it): its conditions, its order, and how its first page is counted
// and ranked.
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { NearbyScan } from './geo';

/** The sort key of a list (on the `ads` row `a`), followed by a.id in the same direction. */
export interface SortKey {
  expr: RawBuilder<unknown>;
  /** The SQL type the key's text in a cursor is cast back to. */
  type: 'timestamptz' | 'bigint' | 'double precision' | 'real';
  direction: 'asc' | 'desc';
}

export interface ListSpec {
  /** Baked into cursors so a cursor only fits its own list. */
  name: string;
  conditions: RawBuilder<boolean>[];
  sort: SortKey;
  /**
   * Capped ranking: only the newest `cap` matching ads are ranked and listed. `walk`: they may be found
   * by walking the newest ads (a search of words alone), else from the read that counts the matches;
   * `sample`: how many of the newest ads a walk tests before it chooses (candidateIds).
   */
  candidates?: { cap: number; walk: boolean; sample?: number };
  /**
   * Conditions that match a subset of `conditions` and are cheap to read (a search's words by their stem
   * prefixes alone): when more than the count's cap meet them, the total is capped without reading every
   * match.
   */
  narrower?: RawBuilder<boolean>[];
  /** Returned as distanceKm on each card (searches around a point). */
  distance?: RawBuilder<number>;
  /** Nearest first: the sort key is the distance, and this index scan bounds each read. */
  nearby?: NearbyScan;
}

/** The conditions of a list as one. */
export const and = (conditions: RawBuilder<boolean>[]): RawBuilder<boolean> =>
  conditions.length === 0 ? sql<boolean>`true` : sql<boolean>`(${sql.join(conditions, sql` and `)})`;

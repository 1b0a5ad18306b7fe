// One keyset-paginated list engine for every public list of ads: the home feeds, the filtered search and
// the previous/next links of the ad page, so all of them order and page the same way.
import type { AdSummary, Lang } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import type { Database } from '../../db/database-types';
import type { NearbyScan } from './geo';
import { candidateIds, sample } from './capped-candidates';
import { countMatching, matching } from './list-count';
import { and } from './list-spec';
import type { ListSpec, SortKey } from './list-spec';
import { summaryColumns, summaryJoins, toSummary } from './ad-summary';
import type { SummaryRow } from './ad-summary';
import { isBigintText, isFloatText, isTimestamptzText } from '../../db/castable-text';
import { encodeCursor, positionFromQuery } from '../../db/keyset-cursor';
import type { KeyValue, Position } from '../../db/keyset-cursor';

/** Whether a cursor's key is text the sort key's SQL type reads back (as listPage wrote it). */
function fitsSortKey(sort: SortKey, key: KeyValue[]): boolean {
  const [value, ...rest] = key;
  if (rest.length > 0 || value === undefined) return false;
  if (value === null) return true;
  if (typeof value !== 'string') return false;
  if (sort.type === 'timestamptz') return isTimestamptzText(value);
  if (sort.type === 'bigint') return isBigintText(value);
  return isFloatText(value, sort.type === 'real');
}

/** The position a list's `cursor` parameter stands for; 400 when it is not one of this list's cursors. */
export const listPosition = (spec: ListSpec, cursor: string | undefined): Position | undefined =>
  positionFromQuery(spec.name, cursor, (key) => fitsSortKey(spec.sort, key));

/** The rows of the list: `ads a` filtered, or the capped candidates joined to `ads a`. */
function source(spec: ListSpec, extra: RawBuilder<boolean>[], countCap?: number): RawBuilder<unknown> {
  if (!spec.candidates) return sql`ads a where ${and([...spec.conditions, ...extra])}`;
  return sql`${candidateIds(spec, countCap)} candidate
    join ads a on a.id = candidate.id where ${and(extra)}`;
}

type Direction = 'forward' | 'backward';

/** How many ads nearest to the centre the probe of a nearest-first page reads at most. */
const NEARBY_PROBE = 1000;

/**
 * Nearest first without a distance for every ad in the radius. The probe walks the planar KNN index
 * from the centre (after the cursor) over at most NEARBY_PROBE ads; when `rows` of them match, the true
 * nearest `rows` lie within the farthest of those, and the read is that small circle. When fewer match
 * (rare filters) the whole radius is read. The probe has no index condition besides its order, so the
 * planner cannot take the radius box instead (it estimates a box at 0.1 % of the rows).
 */
function nearbyReach(spec: ListSpec, nearby: NearbyScan, extra: RawBuilder<boolean>[], rows: number) {
  const nearest = sql`(select * from ads a where ${and([sql<boolean>`a.status = 'published'`, ...extra])}
    order by ${nearby.order} limit ${NEARBY_PROBE}) a`;
  const reach = sql`(select case when count(*) = ${rows} then max(probe.km) else ${nearby.radiusKm}::float8 end
    from (select ${spec.sort.expr} as km from ${nearest} where ${and(spec.conditions)}
      order by ${nearby.order} limit ${rows}) probe)`;
  return nearby.within(reach);
}

/** (key, id) strictly after `position` in the list's order (before it, going backward). */
function beyond(sort: SortKey, position: Position, direction: Direction): RawBuilder<boolean> {
  const forwardIsLess = sort.direction === 'desc';
  const less = direction === 'forward' ? forwardIsLess : !forwardIsLess;
  const value = sql`cast(${position.key[0] ?? null} as ${sql.raw(sort.type)})`;
  return less
    ? sql<boolean>`(${sort.expr}, a.id) < (${value}, ${position.id}::integer)`
    : sql<boolean>`(${sort.expr}, a.id) > (${value}, ${position.id}::integer)`;
}

function orderBy(sort: SortKey, direction: Direction, key: RawBuilder<unknown>, id: RawBuilder<unknown>) {
  const ascending = (sort.direction === 'asc') === (direction === 'forward');
  const dir = sql.raw(ascending ? 'asc' : 'desc');
  return sql`${key} ${dir}, ${id} ${dir}`;
}

interface PageRow extends SummaryRow {
  cursor_key: string | null;
  distance_km: number | null;
  match_count: number | null;
}

export interface CappedCount {
  total: number;
  capped: boolean;
}

export interface ListPage {
  items: AdSummary[];
  nextCursor: string | null;
  /** The list's matches up to a cap, when asked for with `countCap`. */
  count?: CappedCount;
}

const cappedCount = (n: number, cap: number): CappedCount => ({ total: Math.min(n, cap), capped: n > cap });

/**
 * One page after `after` (or from the start); one row more is read to know whether more follow. With
 * `countCap` the matches are counted in the same statement (all of them, also those a capped ranking
 * leaves out of its list, docs/ranking.md).
 */
export async function listPage(
  db: Kysely<Database>,
  spec: ListSpec,
  lang: Lang,
  options: { after?: Position; limit: number; countCap?: number },
): Promise<ListPage> {
  const after = options.after ? [beyond(spec.sort, options.after, 'forward')] : [];
  const extra = spec.nearby ? [...after, nearbyReach(spec, spec.nearby, after, options.limit + 1)] : after;
  const distance = spec.distance ? sql`${spec.distance}` : sql`null::double precision`;
  const { countCap } = options;
  const count = countCap === undefined ? sql`null::int` : countMatching(spec, countCap);
  const pageRows = sql`page as (
    select a.id, ${spec.sort.expr} as sort_key
    from ${source(spec, extra, countCap)}
    order by ${orderBy(spec.sort, 'forward', spec.sort.expr, sql`a.id`)}
    limit ${options.limit + 1}
  )`;
  // The key and distance are computed once per row; the card columns only for the page's rows.
  const { rows } = await sql<PageRow>`
    with ${countCap === undefined ? pageRows : sql`${matching(spec)}, ${spec.candidates?.walk ? sql`${sample(spec)}, ` : sql``}${pageRows}`}
    select ${summaryColumns(lang)}, page.sort_key::text as cursor_key, ${distance} as distance_km,
      ${count} as match_count
    from page join ads a on a.id = page.id ${summaryJoins}
    order by ${orderBy(spec.sort, 'forward', sql`page.sort_key`, sql`page.id`)}`.execute(db);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > options.limit && last
      ? encodeCursor(spec.name, { key: [last.cursor_key], id: last.id })
      : null;
  return {
    items: page.map((row) => toSummary(row, spec.distance ? row.distance_km : undefined)),
    nextCursor,
    // No rows on a first page means no matches; on a later page the caller asks for no count.
    ...(countCap === undefined ? {} : { count: cappedCount(rows[0]?.match_count ?? 0, countCap) }),
  };
}

/** Where the ad sits in the list, or undefined when the list does not hold it. */
export async function positionOf(
  db: Kysely<Database>,
  spec: ListSpec,
  id: number,
): Promise<Position | undefined> {
  const { rows } = await sql<{ cursor_key: string | null }>`
    select (${spec.sort.expr})::text as cursor_key from ${source(spec, [sql<boolean>`a.id = ${id}::integer`])}`.execute(
    db,
  );
  const row = rows[0];
  return row ? { key: [row.cursor_key], id } : undefined;
}

/** Backward, every ad before the position is nearer than it; forward, the KNN probe says how far. */
function nearbyBound(spec: ListSpec, nearby: NearbyScan, position: Position, direction: Direction) {
  if (direction === 'backward')
    return nearby.within(sql`cast(${position.key[0] ?? null} as double precision)`);
  return nearbyReach(spec, nearby, [beyond(spec.sort, position, direction)], 1);
}

/** The id right after (forward) or right before (backward) a position. */
export async function neighbourId(
  db: Kysely<Database>,
  spec: ListSpec,
  position: Position,
  direction: Direction,
): Promise<number | null> {
  const beyondPosition = [beyond(spec.sort, position, direction)];
  const extra = spec.nearby
    ? [...beyondPosition, nearbyBound(spec, spec.nearby, position, direction)]
    : beyondPosition;
  const { rows } = await sql<{ id: number }>`
    select a.id from ${source(spec, extra)}
    order by ${orderBy(spec.sort, direction, spec.sort.expr, sql`a.id`)} limit 1`.execute(db);
  return rows[0]?.id ?? null;
}

/** How many ads match, counted up to `cap`; capped says there are more. */
export async function countCapped(db: Kysely<Database>, spec: ListSpec, cap: number): Promise<CappedCount> {
  const { rows } = await sql<{ n: number }>`
    with ${matching(spec)} select ${countMatching(spec, cap)} as n`.execute(db);
  return cappedCount(rows[0]?.n ?? 0, cap);
}

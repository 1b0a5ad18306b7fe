// The newest matches a capped ranking ranks (docs/ranking.md, Relevance), read the cheapest way the list's
// count and a sample of the newest ads tell.
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { countMatching } from './list-count';
import { and } from './list-spec';
import type { ListSpec } from './list-spec';

/** How many of the newest published ads a capped ranking of words alone tests before it chooses its read. */
const SAMPLE = 2000;
/**
 * An ad walked through ads_newest_idx (its heap row and the text test, ~10 µs at 1M ads) against one of the
 * matches read through the text index: about twice, over the search bench's words, measured when a family
 * was 100 stems to test; with its keys (decision 0055) a walked ad took ~3 µs, not yet weighed again
 * (bench/RESULTS.md).
 */
const WALK_COST = 2;

const sampleSize = (spec: ListSpec) => spec.candidates?.sample ?? SAMPLE;

/** The newest published ads, each with whether it matches: what a walk would test first. */
export const sample = (spec: ListSpec) => sql`sample as materialized (
  select a.id, a.published_at, coalesce(${and(spec.conditions)}, false) as hit
  from ads a where a.status = 'published' order by a.published_at desc, a.id desc limit ${sampleSize(spec)})`;

/**
 * The ids of the newest matches, for a capped ranking. Without a count, planned with their LIMIT. Beside a
 * count, the count's read of the matches when it read them all (no more than `countCap`), or when other
 * filters make a walk of the newest ads unlikely to pay: reading the matches twice cost more than the walk
 * saved, and a walk planned for a word with filters read 89,000 ads for 300 'iphone' in good condition.
 * Words alone with more matches than that are sampled: the newest SAMPLE published ads hold the cap of them
 * (a common word, or a small table), or their share tells whether walking on for the rest costs more than
 * reading all the matches through the text index ('damesfietsen', 0.7 % of the ads, walked 35,000 ads for
 * 300 at 10 µs each, 390 ms; reading its 10,000 matches through the index, the request took 56 ms). The planner cannot tell: it costs the
 * walk's per-ad text test at a tiny fraction of what it takes (bench/RESULTS.md).
 */
export function candidateIds(spec: ListSpec, countCap?: number): RawBuilder<unknown> {
  const { cap, walk } = spec.candidates ?? { cap: 0, walk: false };
  const newest = (from: RawBuilder<unknown>) =>
    sql`${from} order by a.published_at desc, a.id desc limit ${cap}`;
  const all = sql`ads a where ${and(spec.conditions)}`;
  // The walk tests each ad it passes, as the sample does: conditions the planner cannot read through an
  // index, or it read every match through the text index and ANDed them with a bitmap of the newest index
  // (967,000 entries, 97 ms at 1M ads) instead of walking.
  const walked = sql`ads a where a.status = 'published' and coalesce(${and(spec.conditions)}, false)`;
  if (countCap === undefined) return sql`(select a.id from ${newest(all)})`;
  if (!walk) return sql`(select a.id from ${newest(sql`matching a`)})`;
  const counted = sql<boolean>`${countMatching(spec, countCap)} <= ${countCap}`;
  const size = sampleSize(spec);
  const sampled = sql`(select count(*) from sample)`;
  const hits = sql`(select count(*) from sample where hit)`;
  const sampleSuffices = sql<boolean>`(${sampled} < ${sql.lit(size)} or ${hits} >= ${sql.lit(cap)})`;
  const adsInTable = sql`(select greatest(reltuples, ${sql.lit(size)})::float8 from pg_class where oid = 'ads'::regclass)`;
  // Walking on takes about cap × SAMPLE / hits ads; reading the matches about hits / SAMPLE of the table.
  const readAll = sql<boolean>`(not ${sampleSuffices} and ${sql.lit(WALK_COST * cap * size)}::float8 / greatest(${hits}, 1)
    > ${hits}::float8 / ${sql.lit(size)} * ${adsInTable})`;
  const walking = sql<boolean>`not ${counted} and not ${readAll}`;
  const oldestSampled = (column: 'published_at' | 'id') =>
    sql`(select s.${sql.raw(column)} from sample s order by s.published_at, s.id limit 1)`;
  return sql`((select a.id from ${newest(sql`matching a where ${counted} or ${readAll}`)})
    union all (select c.id from (
      (select s.id, s.published_at from sample s where s.hit and ${walking})
      union all (select a.id, a.published_at from ${newest(sql`${walked} and ${walking} and not ${sampleSuffices}
        and (a.published_at, a.id) < (${oldestSampled('published_at')}, ${oldestSampled('id')})`)})
    ) c order by c.published_at desc, c.id desc limit ${cap}))`;
}

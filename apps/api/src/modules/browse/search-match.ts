// Whether one ad is in each of many searches' results: every search's own conditions (search-spec.ts) as
// one column of a single statement over that ad's row, so a saved search's alert means exactly 'this ad
// would be listed' and a thousand candidates cost one query, not four round trips each (bench/RESULTS.md).
// The words are matched as typed: a typo-corrected list depends on how few other ads match, which is no
// ground for an alert.
import type { AdFilterQuery } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import type { Database } from '../../db/database-types';
import { resolveReferences } from './filter-references';
import type { FilterReferences } from './filter-references';
import type { Centre } from './geo';
import { filterConditions } from './search-spec';
import { searchWords } from './text-search';
import {
  createTextQueryCache,
  filedCounts,
  filedCountsQuery,
  freshTextQuery,
  heldTextQueries,
  keptTextQueries,
} from './text-query-cache';
import type { TextQueryCache, TextQueryEntry } from './text-query-cache';

/** Searches per statement: each is a column, with a few parameters. */
const CHUNK = 200;

interface AdPlace {
  /** The ad's category, then every category above it. */
  categoryPath: number[];
  /** Centres of the searches' postal codes (PC4 centroids) that exist. */
  centres: Map<string, Centre>;
}

/** A search with its words, folded once, and the key of its word list (them joined; empty without). */
interface WordedQuery {
  query: AdFilterQuery;
  words: string[];
  list: string;
}

/**
 * The ad's place for the searches, and which kept word-list queries still hold: one statement, as each
 * round trip costs about as much as what it reads (bench/RESULTS.md).
 */
async function adContext(
  db: Kysely<Database>,
  texts: TextQueryCache,
  adId: number,
  queries: WordedQuery[],
): Promise<{ place: AdPlace; held: Map<string, TextQueryEntry> }> {
  const codes = [
    ...new Set(
      queries.flatMap(({ query }) => (query.postalCode === undefined ? [] : [query.postalCode.slice(0, 4)])),
    ),
  ];
  const lists = queries.flatMap(({ list }) => (list ? [list] : []));
  const { kept, keys } = keptTextQueries(texts, [...new Set(lists)]);
  const { rows } = await sql<{ path: number[]; centres: [string, number, number][]; filed: unknown }>`
    select
      array(
        with recursive up as (
          select c.id, c.parent_id, 0 as depth from categories c join ads a on a.category_id = c.id
          where a.id = ${adId}::integer
          union all
          select c.id, c.parent_id, up.depth + 1 from categories c join up on c.id = up.parent_id
        )
        select id from up order by depth) as path,
      (select coalesce(json_agg(json_build_array(code, latitude, longitude)), '[]'::json)
        from postal_codes where code = any(${codes}::text[])) as centres,
      ${filedCountsQuery(keys)} as filed`.execute(db);
  const row = rows[0];
  return {
    place: {
      categoryPath: row?.path ?? [],
      centres: new Map((row?.centres ?? []).map(([code, lat, lng]) => [code, { lat, lng }])),
    },
    held: heldTextQueries(texts, kept, filedCounts(row?.filed)),
  };
}

/**
 * The references of a search as far as this one ad goes: its category subtree holds the ad exactly when
 * the category is on the ad's path up, so the ad's own category stands for the subtree (or none, which
 * matches nothing); an unknown postal code matches nothing, as an unknown booth, province or city does.
 */
function referencesForAd(query: AdFilterQuery, place: AdPlace): FilterReferences | null {
  const refs: FilterReferences = {};
  if (query.categoryId !== undefined)
    refs.categoryIds = place.categoryPath.includes(query.categoryId) ? place.categoryPath.slice(0, 1) : [];
  if (query.lat !== undefined && query.lng !== undefined) refs.centre = { lat: query.lat, lng: query.lng };
  else if (query.postalCode !== undefined) {
    const centre = place.centres.get(query.postalCode.slice(0, 4));
    if (!centre) return null;
    refs.centre = centre;
  }
  return refs;
}

/** Whether the ad's document holds a list's query (the words as typed, as text-search.ts builds it). */
const holds = (query: RawBuilder<unknown>) =>
  sql<boolean>`coalesce(a.search_document @@ ${query}::tsquery, false)`;

/**
 * Each distinct condition of the chunk's searches once: every search repeats the live-ad test, and many
 * share a price bound, category or circle; the statement names each once (`c.c0` …) and the searches'
 * columns combine those names. Parsing and planning the repeats, not running them, was most of the
 * statement's time (bench/RESULTS.md).
 */
function sharedConditions(db: Kysely<Database>) {
  const byText = new Map<string, { column: string; condition: RawBuilder<boolean> }>();
  return {
    use(condition: RawBuilder<boolean>): RawBuilder<boolean> {
      const compiled = condition.compile(db);
      const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
      let entry = byText.get(key);
      if (!entry) byText.set(key, (entry = { column: `c${byText.size}`, condition }));
      return sql<boolean>`c.${sql.ref(entry.column)}`;
    },
    /** The lateral that computes them, once (`offset 0` keeps the planner from copying each back into its uses). */
    join(): RawBuilder<unknown> {
      if (byText.size === 0) return sql``;
      const computed = [...byText.values()].map(
        ({ column, condition }) => sql`${condition} as ${sql.ref(column)}`,
      );
      return sql`cross join lateral (select ${sql.join(computed)} offset 0) c`;
    },
  };
}

/** `held`: the kept word-list queries that hold; those this chunk builds join it for the next. */
async function chunkInSearches(
  db: Kysely<Database>,
  texts: TextQueryCache,
  adId: number,
  queries: WordedQuery[],
  { place, held }: { place: AdPlace; held: Map<string, TextQueryEntry> },
): Promise<boolean[]> {
  // Many searches share their words ('fiets' with another price or place): each word list is tried once.
  const wordLists = new Map<string, { column: string; words: string[] }>();
  const shared = sharedConditions(db);
  const columns: RawBuilder<unknown>[] = [];
  queries.forEach(({ query, words, list: key }, i) => {
    const refs = referencesForAd(query, place);
    if (!refs) return void columns.push(sql`false as ${sql.ref(`m${i}`)}`);
    const conditions = filterConditions(query, refs).map((condition) => shared.use(condition));
    if (key) {
      let list = wordLists.get(key);
      if (!list) wordLists.set(key, (list = { column: `w${wordLists.size}`, words }));
      conditions.push(sql<boolean>`w.${sql.ref(list.column)}`);
    }
    columns.push(sql`(${sql.join(conditions, sql` and `)}) as ${sql.ref(`m${i}`)}`);
  });
  // A list whose kept query no longer holds is built in the statement, and kept from its answer.
  const fresh = [...wordLists].filter(([key]) => !held.has(key));
  const built = fresh.map(
    ([, { column, words }]) => sql`cross join lateral ${freshTextQuery(words)} ${sql.ref(`f${column}`)}`,
  );
  const tested = [...wordLists].map(([key, { column }]) => {
    const entry = held.get(key);
    const query = entry ? sql`${entry.matches}` : sql.ref(`f${column}.matches`);
    return sql`${holds(query)} as ${sql.ref(column)}`;
  });
  const answers = fresh.flatMap(([, { column }]) =>
    ['matches', 'keys', 'filed'].map(
      (field) => sql`${sql.ref(`f${column}.${field}`)} as ${sql.ref(`${column}_${field}`)}`,
    ),
  );
  const lateral =
    tested.length === 0
      ? sql``
      : sql`${sql.join(built, sql` `)} cross join lateral (select ${sql.join(tested)}) w`;
  const { rows } = await sql<Record<string, unknown>>`
    select ${sql.join([...columns, ...answers])}
    from ads a ${shared.join()} ${lateral}
    where a.id = ${adId}::integer`.execute(db);
  const row = rows[0];
  if (row)
    for (const [key, { column }] of fresh) {
      const entry: TextQueryEntry = {
        matches: row[`${column}_matches`] as string | null,
        keys: row[`${column}_keys`] as string[],
        filed: row[`${column}_filed`] as number,
      };
      texts.set(key, entry);
      held.set(key, entry);
    }
  return queries.map((_, i) => row?.[`m${i}`] === true);
}

/**
 * For each search, whether the ad is in its results now; false for all when the ad is gone. A statement
 * that fails is tried search by search, so one search the database refuses (`onError`, then false)
 * spoils no other.
 */
type AdInSearchesArgs = [
  db: Kysely<Database>,
  adId: number,
  queries: AdFilterQuery[],
  onError?: (query: AdFilterQuery, error: unknown) => void,
];

async function adInSearches(
  texts: TextQueryCache,
  ...[db, adId, queries, onError = () => undefined]: AdInSearchesArgs
): Promise<boolean[]> {
  if (queries.length === 0) return [];
  const worded = queries.map((query): WordedQuery => {
    const words = query.search ? searchWords(query.search) : [];
    return { query, words, list: words.join(' ') };
  });
  const context = await adContext(db, texts, adId, worded);
  const alone = async (one: WordedQuery) => {
    try {
      return (await chunkInSearches(db, texts, adId, [one], context))[0] === true;
    } catch (error) {
      onError(one.query, error);
      return false;
    }
  };
  const verdicts: boolean[] = [];
  for (let start = 0; start < worded.length; start += CHUNK) {
    const chunk = worded.slice(start, start + CHUNK);
    try {
      verdicts.push(...(await chunkInSearches(db, texts, adId, chunk, context)));
    } catch {
      for (const one of chunk) verdicts.push(await alone(one));
    }
  }
  return verdicts;
}

/**
 * What saved searches ask of search (the app hands it to them): references, the one-ad test with the word
 * lists' queries it keeps (text-query-cache.ts), the words.
 */
export function createSearchProbe() {
  const texts = createTextQueryCache();
  return {
    references: resolveReferences,
    adInSearches: (...args: AdInSearchesArgs) => adInSearches(texts, ...args),
    words: searchWords,
  };
}

// The text queries of saved searches' word lists, kept between new ads (matching, search-match.ts): building
// one (kraam_search_matches, the words' stems and their family of title words) is most of what confirming a
// candidate costs. A list's query depends on nothing but the title words filed under the keys of its words
// and of what the term list gives for them (search_word_keys, which only grows; kraam_search_keys), so a
// kept query stays exact while those keys hold as many words as
// when it was built: one count per ad tells which kept queries still hold (bench/RESULTS.md), read in the
// statement that reads the ad's place (search-match.ts).
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { LRUCache } from 'lru-cache';

export interface TextQueryEntry {
  /** The words' tsquery text; null when no word has a stem (it matches nothing). */
  matches: string | null;
  /** The keys of the words, under which their family is filed. */
  keys: string[];
  /** How many title words were filed under those keys when the query was built. */
  filed: number;
}

export type TextQueryCache = LRUCache<string, TextQueryEntry>;

/** Word lists kept per instance, and the characters their queries may take (a family is up to 100 words). */
const KEPT = 20_000;
const KEPT_CHARACTERS = 8_000_000;

export const createTextQueryCache = (): TextQueryCache =>
  new LRUCache({
    max: KEPT,
    maxSize: KEPT_CHARACTERS,
    sizeCalculation: (entry) => (entry.matches?.length ?? 0) + entry.keys.join('').length + 1,
  });

/** What a kept query's family is filed under now: key → how many title words. */
export type FiledCounts = ReadonlyMap<string, number>;

/** The kept entries of these word lists, and the keys whose counts tell whether they still hold. */
export function keptTextQueries(cache: TextQueryCache, lists: readonly string[]) {
  const kept = lists.flatMap((list) => {
    const entry = cache.get(list);
    return entry ? [[list, entry] as const] : [];
  });
  return { kept, keys: [...new Set(kept.flatMap(([, entry]) => entry.keys))] };
}

/** How many title words are filed under each key (filedCounts reads them back), as a JSON object. */
export const filedCountsQuery = (keys: readonly string[]): RawBuilder<unknown> => sql`(
  select coalesce(json_object_agg(f.key, f.filed), '{}'::json) from (
    select key, count(*)::integer as filed from search_word_keys where key = any(${keys}::text[])
    group by key) f)`;

export const filedCounts = (answer: unknown): FiledCounts =>
  new Map(Object.entries((answer ?? {}) as Record<string, number>));

/** The kept queries that still hold, by their counts now; those that do not are dropped. */
export function heldTextQueries(
  cache: TextQueryCache,
  kept: ReturnType<typeof keptTextQueries>['kept'],
  filed: FiledCounts,
): Map<string, TextQueryEntry> {
  const held = new Map<string, TextQueryEntry>();
  for (const [list, entry] of kept) {
    const now = entry.keys.reduce((sum, key) => sum + (filed.get(key) ?? 0), 0);
    if (now === entry.filed) held.set(list, entry);
    else cache.delete(list);
  }
  return held;
}

/**
 * A lateral subquery building a word list's query with what it depends on, in the statement that uses it
 * (one snapshot): its columns `matches`, `keys` and `filed` as TextQueryEntry.
 */
export const freshTextQuery = (words: string[]): RawBuilder<unknown> => sql`(
  select kraam_search_matches(${words}::text[]) as matches, k.keys,
    (select count(*)::integer from search_word_keys s where s.key = any(k.keys)) as filed
  from (select kraam_search_keys(${words}::text[]) as keys) k)`;

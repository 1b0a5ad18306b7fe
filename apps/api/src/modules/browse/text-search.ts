// Text search over ads (DESIGN §4, docs/ranking.md): the ad's search_document (Dutch + English stems,
// accents folded, and the keys its title words are filed under) matched on ads_search_idx by a tsquery of
// each word's stem prefixes and its family of title words (inflections, diminutives, compounds it heads:
// the word's keys in search_word_keys, decision 0055), the same for what
// the bilingual term list gives for it (search_translations, decision 0049); for typos
// the words are first corrected against title words and their keys, and searched the same way.
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import type { Database } from '../../db/database-types';
import { joinPhrases } from './search-terms/term-list';

const MAX_WORDS = 8;

/**
 * Lower-case, accent-free words of a search term, as the database folds titles ('Café' → 'cafe'), with the
 * term list's English phrases read as their Dutch word ('washing machine' → wasmachine).
 */
export function searchWords(term: string): string[] {
  const words = term
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
  return joinPhrases(words).slice(0, MAX_WORDS);
}

/** The queries of a search (docs/ranking.md), as tsquery text. */
export interface TextQuery {
  matches: string;
  /** The words' family as whole title words or compound heads (their keys); null when no word has one. */
  heads: string | null;
  /** The same keys as the title's first word holds them (modifierFirst); null when no word has one. */
  firstKeys: string | null;
  /**
   * What the words as typed match, ranked above what only their typo corrections or the term list's
   * translations match; null when that is everything.
   */
  typed: string | null;
  /** Any alternative the words as typed do not give, beside translations (null when corrected). */
  others: string | null;
  /** The words' stem prefixes alone, for ts_rank: cheap to rank with, unlike a family of 100. */
  ranked: string | null;
  /** Per word, its stem prefixes and the family words those do not begin: `matches` in parts. */
  wordPrefixes: (string | null)[];
  wordFamilies: (string | null)[];
}

/**
 * The queries of the words (null when no word has a stem), typo-corrected or as typed, resolved up
 * front so the search query holds them as constants.
 */
export async function textQuery(
  db: Kysely<Database>,
  words: string[],
  corrected: boolean,
): Promise<TextQuery | null> {
  const { rows } = await sql<TextQuery>`
    select q.matches, q.heads, q.first_keys as "firstKeys", q.typed, q.others, q.ranked,
      q.word_prefixes as "wordPrefixes", q.word_families as "wordFamilies"
    from kraam_search_queries(${words}::text[], ${corrected}) q`.execute(db);
  const row = rows[0];
  return row?.matches ? row : null;
}

export interface TextMatch {
  condition: RawBuilder<boolean>;
  /**
   * The whole query as one parameter, for a list read through its matches anyway (a ranked list with
   * other filters): one scan of the text index, and no prefix to test again per ad.
   */
  wholeCondition: RawBuilder<boolean>;
  rank: RawBuilder<number>;
  /**
   * The words' stem prefixes alone (every word must have some): they match a subset of `condition`, read
   * cheaply through the text index (a few index keys instead of a family of a hundred), so a total past
   * the cap can be told from them without reading every match (list-query.ts, ListSpec.narrower).
   */
  prefixCondition: RawBuilder<boolean> | null;
}

const matchesAsInt = (query: string | null, weight: number) =>
  query === null ? sql`0` : sql`${sql.lit(weight)} * (a.search_document @@ ${query}::tsquery)::int`;

/**
 * 2 when the words as typed match the ad. `typed` is as long as the whole query (a family of 100), so
 * beside translations it is only tested on an ad that matches one of the few other alternatives (a
 * translation's stems): every other ad matched by the words' own. Typo-corrected, on every ad.
 */
function typedTier(query: TextQuery) {
  if (query.typed === null) return sql`0`;
  if (query.others === null) return matchesAsInt(query.typed, 2);
  return sql`2 * (case when a.search_document @@ ${query.others}::tsquery
    then (a.search_document @@ ${query.typed}::tsquery)::int else 1 end)`;
}

/**
 * The text condition as the planner can estimate it: per word, its prefixes as a constant, estimated
 * from the statistics, or its family as an init-plan parameter, estimated at the default 0.5 %. As one
 * constant query, a family was estimated by multiplying one guess per lexeme (most of the table: a Seq
 * Scan); as one parameter, a common word looked rare, and a list of 'fiets' by price or date read all
 * its matches and sorted them instead of walking its sort index (bench/RESULTS.md).
 */
function textCondition(query: TextQuery): RawBuilder<boolean> {
  const perWord = query.wordPrefixes.map((prefix, i) => {
    const family = query.wordFamilies[i] ?? null;
    const parts = [
      ...(prefix === null ? [] : [sql`a.search_document @@ ${prefix}::tsquery`]),
      ...(family === null ? [] : [sql`a.search_document @@ (select ${family}::tsquery)`]),
    ];
    return sql<boolean>`(${sql.join(parts, sql` or `)})`;
  });
  return sql<boolean>`(${sql.join(perWord, sql` and `)})`;
}

/** Every word's prefixes, as constants; null when a word has none (typo-corrected words keep theirs apart). */
function prefixCondition(query: TextQuery): RawBuilder<boolean> | null {
  const prefixes = query.wordPrefixes;
  if (prefixes.length === 0 || prefixes.some((prefix) => prefix === null)) return null;
  return sql<boolean>`(${sql.join(
    prefixes.map((prefix) => sql`a.search_document @@ ${prefix}::tsquery`),
    sql` and `,
  )})`;
}

/** The stems a prefix query names ('fiet':* | 'bik':* → fiet, bik); they are [a-z0-9]+. */
const lexemes = (query: string) => [...query.matchAll(/'([a-z0-9]+)'/g)].map((match) => match[1] ?? '');

/**
 * 1 when the title starts with a compound that a searched word only begins ('Fietsenrek voor drie
 * fietsen', 'Fietstas': a rack and a bag, whatever else the title says), so it does not count as naming
 * the thing itself: Dutch puts the head of a compound last. The first title word, folded as the search
 * document is, begins with one of the words' prefixes and is not of their family: the document holds none
 * of their keys as the first word's (migration 0035). A text comparison and a test of the document per
 * ranked ad.
 */
function modifierFirst(query: TextQuery) {
  if (query.ranked === null || query.firstKeys === null) return sql`0`;
  const first = sql`kraam_first_title_word(a.title)`;
  return sql`coalesce((${first} ^@ any(${lexemes(query.ranked)}::text[])
    and not a.search_document @@ ${query.firstKeys}::tsquery)::int, 0)`;
}

/**
 * The rank: ads the words as typed match before those only a correction or a translation matches (2),
 * ads whose title has a word whole or as a compound's head before the rest (1) unless the title starts
 * with a compound the word only begins (−1, modifierFirst), then ts_rank of the words' prefixes,
 * normalised below 1 by rank / (rank + 1).
 */
export function textMatch(query: TextQuery | null): TextMatch {
  if (query === null)
    return {
      condition: sql<boolean>`false`,
      wholeCondition: sql<boolean>`false`,
      rank: sql<number>`0::real`,
      prefixCondition: null,
    };
  const rank = query.ranked === null ? sql`0` : sql`ts_rank(a.search_document, ${query.ranked}::tsquery, 32)`;
  return {
    condition: textCondition(query),
    wholeCondition: sql<boolean>`a.search_document @@ (select ${query.matches}::tsquery)`,
    rank: sql<number>`(${typedTier(query)} + ${matchesAsInt(query.heads, 1)} - ${modifierFirst(query)} + ${rank})::real`,
    prefixCondition: prefixCondition(query),
  };
}

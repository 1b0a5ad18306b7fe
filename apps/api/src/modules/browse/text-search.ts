// Text search over ads (DESIGN §4, docs/ranking.md): the generated search_document (Dutch + English
// stems, accents folded) matched on ads_search_idx by a tsquery of each word's stem prefixes and its
// family of title words (inflections, diminutives, compounds it heads: search_word_keys); for typos
// the words are first corrected against title words and their keys, and searched the same way.
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import type { Database } from '../../db/database-types';

const MAX_WORDS = 8;

/** Lower-case, accent-free words of a search term, as the database folds titles ('Café' → 'cafe'). */
export function searchWords(term: string): string[] {
  return term
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .slice(0, MAX_WORDS);
}

/** The queries of a search (docs/ranking.md), as tsquery text. */
export interface TextQuery {
  matches: string;
  /** The words' family as whole title words or compound heads; null when no word has one. */
  heads: string | null;
  /** Typo-corrected: what the words as typed match, ranked above what only the corrections match. */
  typed: string | null;
  /** The words' stem prefixes alone, for ts_rank: cheap to rank with, unlike a family of 100. */
  ranked: string | null;
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
  const typed = sql`(select matches from kraam_search_queries(${words}::text[], false))`;
  const { rows } = await sql<TextQuery>`
    select q.matches, q.heads, ${corrected ? typed : sql`null`} as typed, q.ranked
    from kraam_search_queries(${words}::text[], ${corrected}) q`.execute(db);
  const row = rows[0];
  return row?.matches ? row : null;
}

export interface TextMatch {
  condition: RawBuilder<boolean>;
  rank: RawBuilder<number>;
}

const matchesAsInt = (query: string | null, weight: number) =>
  query === null ? sql`0` : sql`${sql.lit(weight)} * (a.search_document @@ ${query}::tsquery)::int`;

/**
 * The rank: ads the words as typed match before those only a correction matches (2), ads whose title
 * has a word whole or as a compound's head before the rest (1), then ts_rank of the words' prefixes,
 * normalised below 1 by rank / (rank + 1).
 */
export function textMatch(query: TextQuery | null): TextMatch {
  if (query === null) return { condition: sql<boolean>`false`, rank: sql<number>`0::real` };
  const rank = query.ranked === null ? sql`0` : sql`ts_rank(a.search_document, ${query.ranked}::tsquery, 32)`;
  return {
    // The query as an init-plan parameter: the planner estimates it at its default 0.5 % instead of
    // multiplying one guess per alternative (a large family reads as most of the table and
    // plans a Seq Scan), and still reads it through ads_search_idx.
    condition: sql<boolean>`a.search_document @@ (select ${query.matches}::tsquery)`,
    rank: sql<number>`(${matchesAsInt(query.typed, 2)} + ${matchesAsInt(query.heads, 1)} + ${rank})::real`,
  };
}

// Text search over ads (DESIGN §4, docs/ranking.md): the generated search_document (Dutch + English
// stems, accents folded) matched by a prefix tsquery on ads_search_idx; for typos the words are first
// corrected against the title words (search_words, trigram index) and searched the same way.
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

/**
 * The tsquery of the words as text (null when no word has a stem), optionally with each word's closest
 * title words as alternatives. Resolved up front so the search query holds it as a constant and the
 * planner estimates it from the column statistics.
 */
export async function textQuery(
  db: Kysely<Database>,
  words: string[],
  corrected: boolean,
): Promise<string | null> {
  const input = corrected ? sql`kraam_corrected_words(${words}::text[])` : sql`${words}::text[]`;
  const { rows } = await sql<{ q: string | null }>`select kraam_prefix_query(${input})::text as q`.execute(
    db,
  );
  return rows[0]?.q ?? null;
}

export interface TextMatch {
  condition: RawBuilder<boolean>;
  rank: RawBuilder<number>;
}

export function textMatch(query: string | null): TextMatch {
  if (query === null) return { condition: sql<boolean>`false`, rank: sql<number>`0::real` };
  return {
    condition: sql<boolean>`a.search_document @@ ${query}::tsquery`,
    rank: sql<number>`ts_rank(a.search_document, ${query}::tsquery)`,
  };
}

// Text search over ads (DESIGN §4): the generated search_document (Dutch + English stems, accents
// folded) matched by a prefix tsquery, and trigram word similarity on the title for typos.
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';

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

export interface TextMatch {
  condition: RawBuilder<boolean>;
  rank: RawBuilder<number>;
}

const prefixQuery = (words: string[]) => sql`kraam_prefix_query(${words}::text[])`;
const foldedTitle = sql`kraam_unaccent(lower(a.title))`;

/** Stemmed prefix matching on the GIN index ads_search_idx. */
export function fullTextMatch(words: string[]): TextMatch {
  return {
    condition: sql<boolean>`a.search_document @@ ${prefixQuery(words)}`,
    rank: sql<number>`ts_rank(a.search_document, ${prefixQuery(words)})`,
  };
}

/**
 * Full text or a title with a word close to the term (one typo: 'gazzelle' finds 'Gazelle'), on the
 * trigram index ads_title_trgm_idx. Costlier, so only used when full text alone finds little.
 */
export function fuzzyMatch(words: string[]): TextMatch {
  const phrase = words.join(' ');
  const full = fullTextMatch(words);
  return {
    condition: sql<boolean>`(${full.condition} or ${phrase}::text <% ${foldedTitle})`,
    rank: sql<number>`(${full.rank} + word_similarity(${phrase}::text, ${foldedTitle}))::real`,
  };
}

// What saved searches need from search (browse), handed in by the app: modules do not import each other.
import type { AdFilterQuery } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';

/** The category subtree and the centre a search's ids and postal code stand for. */
export interface SearchReferences {
  categoryIds?: number[];
  centre?: { lat: number; lng: number };
}

export interface SearchProbe {
  /** Resolves the query's references; unknown ones are a 400 with field errors. */
  references(db: Kysely<Database>, query: AdFilterQuery): Promise<SearchReferences>;
  /** For each search, whether the ad is in its results now; a search the database refuses is false. */
  adInSearches(
    db: Kysely<Database>,
    adId: number,
    queries: AdFilterQuery[],
    onError?: (query: AdFilterQuery, error: unknown) => void,
  ): Promise<boolean[]>;
  /** A search term's words, folded as the search folds them. */
  words(term: string): string[];
}

// The columns beside a saved search's query that let a new ad find its candidate searches by index
// (match-candidates.ts). Each is a necessary condition of the search, never a sufficient one: the real
// search decides (search-match.ts in browse).
import type { AdFilterQuery } from '@kraam/shared';
import type { SearchReferences } from './search-probe';

/**
 * A searched word matches an ad's stem that begins with the word's stem, or the stem of a title word of
 * its family, which holds the word's key as a compound's head ('fiets' → 'damesfiets'); either way the
 * stem holds the word's first three letters somewhere (match-candidates.ts lists an ad's).
 */
export const TERM_LENGTH = 3;

export interface MatchColumns {
  term: string | null;
  category_id: number | null;
  price_min_cents: number | null;
  price_max_cents: number | null;
  centre_lat: number | null;
  centre_lng: number | null;
  radius_km: number | null;
}

export function matchColumns(filters: AdFilterQuery, refs: SearchReferences, words: string[]): MatchColumns {
  const radius = filters.radiusKm !== undefined && refs.centre ? refs.centre : undefined;
  return {
    term: words[0]?.slice(0, TERM_LENGTH) ?? null,
    category_id: filters.categoryId ?? null,
    price_min_cents: filters.priceMin === undefined ? null : filters.priceMin * 100,
    price_max_cents: filters.priceMax === undefined ? null : filters.priceMax * 100,
    centre_lat: radius?.lat ?? null,
    centre_lng: radius?.lng ?? null,
    radius_km: radius ? (filters.radiusKm ?? null) : null,
  };
}

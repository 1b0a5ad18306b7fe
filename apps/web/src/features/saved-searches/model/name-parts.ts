import type { SavedSearchNameParts } from '@kraam/shared';

const wholeNumber = (value: string | null) =>
  value !== null && /^\d{1,9}$/.test(value) ? Number(value) : undefined;

/**
 * What a search page's query says about the search in words: the term, the postcode and radius, the price
 * range. The category's title is left to the server, which knows it in the saver's language.
 */
export function nameParts(query: string): SavedSearchNameParts {
  const params = new URLSearchParams(query);
  const parts: SavedSearchNameParts = {};
  const search = params.get('search')?.trim();
  if (search) parts.search = search;
  const postalCode = params.get('postalCode')?.trim();
  if (postalCode) parts.postalCode = postalCode;
  const radiusKm = wholeNumber(params.get('radiusKm'));
  if (radiusKm !== undefined) parts.radiusKm = radiusKm;
  const priceMin = wholeNumber(params.get('priceMin'));
  if (priceMin !== undefined) parts.priceMin = priceMin;
  const priceMax = wholeNumber(params.get('priceMax'));
  if (priceMax !== undefined) parts.priceMax = priceMax;
  return parts;
}

/** The query's filters that nameParts does not put in words, counted for the list's summary. */
export function otherFilterCount(query: string): number {
  const worded = new Set(['search', 'postalCode', 'radiusKm', 'priceMin', 'priceMax', 'lat', 'lng']);
  return [...new URLSearchParams(query).keys()].filter((key) => !worded.has(key)).length;
}

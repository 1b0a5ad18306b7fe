import { adFilterQuerySchema, adFilterShape } from '@kraam/shared';
import { FILTER_KEYS, type FilterKey, type Filters } from './filters';

// Server side (the /categoryAds page): the shared zod rules decide which filters of a URL are kept.

type RawParams = Record<string, string | string[] | undefined> | URLSearchParams;

const read = (params: RawParams, key: string): string | undefined => {
  const value = params instanceof URLSearchParams ? params.get(key) : params[key];
  const single = Array.isArray(value) ? value[0] : value;
  return single === undefined || single === null || single.trim() === '' ? undefined : single.trim();
};

/**
 * Keeps each filter that its schema accepts and drops the rest, then the combinations the API would
 * refuse (radius or nearest without a centre, a minimum above the maximum), so a hand-edited or stale
 * URL still shows results instead of an error.
 */
export function parseFilters(params: RawParams): Filters {
  const filters: Filters = {};
  for (const key of FILTER_KEYS) {
    const value = read(params, key);
    if (value !== undefined && adFilterShape[key].safeParse(value).success) filters[key] = value;
  }
  const check = adFilterQuerySchema.safeParse(filters);
  if (check.success) return filters;
  for (const issue of check.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && key in filters) delete filters[key as FilterKey];
  }
  // A lone lat or lng, a radius without a centre: what is left after the first pass may still refuse.
  return adFilterQuerySchema.safeParse(filters).success ? filters : dropLocation(filters);
}

function dropLocation(filters: Filters): Filters {
  const { lat: _lat, lng: _lng, radiusKm: _radius, postalCode: _postal, ...rest } = filters;
  if (rest.sort === 'nearest') delete rest.sort;
  return rest;
}

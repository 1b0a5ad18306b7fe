import { adFilterQuerySchema, adFilterShape } from '@kraam/shared';

/** The /categoryAds query names; the same names GetAllWithFilter takes (adFilterShape). */
export type FilterKey = keyof typeof adFilterShape;
export const FILTER_KEYS = Object.keys(adFilterShape) as FilterKey[];

/** Filters as they stand in the URL: raw strings, only the valid ones kept. */
export type Filters = Partial<Record<FilterKey, string>>;

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

/** `a=1&b=2` in a stable order, for URLs and for the `list` the ad page gets. */
export function filtersToQuery(filters: Filters): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  return params.toString();
}

export const hasCentre = (filters: Filters): boolean =>
  filters.postalCode !== undefined || (filters.lat !== undefined && filters.lng !== undefined);

/** A comma-separated filter as a list: `condition=new,asNew` → ['new', 'asNew']. */
export const csvValues = (value: string | undefined): string[] =>
  value ? value.split(',').filter((part) => part.length > 0) : [];

/** How many filters narrow the list (search, category and sort do not count). */
export function activeFilterCount(filters: Filters): number {
  const narrowing: FilterKey[] = [
    'priceMin',
    'priceMax',
    'priceType',
    'condition',
    'delivery',
    'photosOnly',
    'provinceId',
    'cityId',
    'postalCode',
    'boothId',
  ];
  return narrowing.filter((key) => filters[key] !== undefined).length;
}

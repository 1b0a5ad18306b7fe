import { AD_FILTER_KEYS } from '@kraam/shared';

// The list helpers of the search page's client code; parsing a URL's filters (zod) is parse-filters.ts,
// on the server, so zod stays out of the page's first load.

/** The /categoryAds query names; the same names GetAllWithFilter takes (adFilterShape). */
export type FilterKey = (typeof AD_FILTER_KEYS)[number];
export const FILTER_KEYS: readonly FilterKey[] = AD_FILTER_KEYS;

/** Filters as they stand in the URL: raw strings, only the valid ones kept. */
export type Filters = Partial<Record<FilterKey, string>>;

/** `a=1&b=2` in a stable order, for URLs and for the `list` the ad page gets. */
export function filtersToQuery(filters: Filters): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  return params.toString();
}

/**
 * A change to the filters: the values to set (undefined drops one), or a function of the latest filters.
 * Either way it applies to the latest state, never to a copy taken before an earlier change landed.
 */
export type FilterChange = Partial<Filters> | ((latest: Filters) => Filters);

/** `latest` with `change` applied; sort by distance needs a centre, so it goes with the last one. */
export function applyFilterChange(latest: Filters, change: FilterChange): Filters {
  const merged = typeof change === 'function' ? change(latest) : { ...latest, ...change };
  const next: Filters = {};
  for (const key of FILTER_KEYS) {
    const value = merged[key];
    if (value !== undefined && value !== '') next[key] = value;
  }
  if (next.sort === 'nearest' && !hasCentre(next)) delete next.sort;
  return next;
}

/** A result list narrowed to one category: the search and every other filter stay. */
export function narrowToCategoryHref(filters: Filters, categoryId: number): string {
  return `/categoryAds?${filtersToQuery({ ...filters, categoryId: String(categoryId) })}`;
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
    'fields',
    'provinceId',
    'cityId',
    'postalCode',
    'boothId',
  ];
  return narrowing.filter((key) => filters[key] !== undefined).length;
}

import { AD_FILTER_KEYS } from '@kraam/shared';

// The list helpers of the search page's client code; parsing a URL's filters (zod) is parse-filters.ts,
// on the server, so zod stays out of the page's first load (issue 14).

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

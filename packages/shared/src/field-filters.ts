// The category-field filter of a result list: one `fields` query parameter, so the list's URL,
// cache key and the ad page's `list` carry it like any other filter. Entries are comma-separated
// `key:value`: one of several values ('bikeType:city|racing', 'electric:true') or a number range
// ('frameSize:50..60', '50..', '..60'). Without zod: the filter panel reads it on the page's first load.

export interface FieldFilter {
  key: string;
  /** Any of these (a select's option values, 'true' for a yes/no field). */
  values?: string[];
  min?: number;
  max?: number;
}

export const FIELD_FILTERS_MAX_LENGTH = 500;
const KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const VALUE = /^[A-Za-z0-9_-]{1,100}$/;
const RANGE = /^(\d{1,9}(?:\.\d{1,2})?)?\.\.(\d{1,9}(?:\.\d{1,2})?)?$/;

function parseEntry(entry: string): FieldFilter | undefined {
  const colon = entry.indexOf(':');
  const key = entry.slice(0, colon);
  const value = entry.slice(colon + 1);
  if (colon < 0 || !KEY.test(key)) return undefined;
  const range = RANGE.exec(value);
  if (range) {
    const [, min, max] = range;
    if (min === undefined && max === undefined) return undefined;
    return {
      key,
      ...(min === undefined ? {} : { min: Number(min) }),
      ...(max === undefined ? {} : { max: Number(max) }),
    };
  }
  const values = value.split('|');
  return values.every((one) => VALUE.test(one)) ? { key, values } : undefined;
}

/** The entries of a `fields` parameter; undefined when any of them is malformed or a key repeats. */
export function parseFieldFilters(raw: string): FieldFilter[] | undefined {
  if (raw.length > FIELD_FILTERS_MAX_LENGTH) return undefined;
  const filters: FieldFilter[] = [];
  for (const entry of raw.split(',')) {
    const filter = parseEntry(entry.trim());
    if (!filter || filters.some((known) => known.key === filter.key)) return undefined;
    filters.push(filter);
  }
  return filters;
}

const entryText = (filter: FieldFilter): string | undefined => {
  if (filter.values) return filter.values.length > 0 ? `${filter.key}:${filter.values.join('|')}` : undefined;
  if (filter.min === undefined && filter.max === undefined) return undefined;
  return `${filter.key}:${filter.min ?? ''}..${filter.max ?? ''}`;
};

/** The `fields` parameter of these filters, keys sorted; undefined when none narrows anything. */
export function formatFieldFilters(filters: readonly FieldFilter[]): string | undefined {
  const entries = [...filters]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .flatMap((filter) => entryText(filter) ?? []);
  return entries.length > 0 ? entries.join(',') : undefined;
}

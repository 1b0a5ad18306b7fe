// The cache key of a first search page: the parsed filters in a fixed order (so `?a=1&b=2` and `?b=2&a=1`
// share an entry), hashed when long so keys stay short in the admin's key browser.
import { createHash } from 'node:crypto';
import type { AdFilterQuery, Lang } from '@kraam/shared';

const MAX_PLAIN_KEY = 200;

export function searchCacheKey(query: AdFilterQuery, lang: Lang): string {
  const entries = Object.entries(query)
    .filter(([name, value]) => value !== undefined && name !== 'cursor' && name !== 'lang')
    .sort(([a], [b]) => (a < b ? -1 : 1));
  // JSON keeps the text apart from the other filters: a `q` of 'fiets&priceMax=5' is not a price filter.
  const filters = JSON.stringify(Object.fromEntries(entries));
  const key = `${lang}:${filters}`;
  return key.length <= MAX_PLAIN_KEY
    ? key
    : `${lang}:#${createHash('sha256').update(filters).digest('base64url')}`;
}

// Listed keys (`group:key`, what the admin sees and deletes) and keys() paging for every backend: filter by
// group and prefix, sort by listed key, one page after the cursor.
import { CACHE_GROUPS } from '@kraam/shared';
import type { CacheGroup, CacheKey } from '@kraam/shared';
import type { CacheKeysFilter } from './cache';

/** The key keys() lists and deleteKey() takes. */
export const listedCacheKey = (group: CacheGroup, key: string): string => `${group}:${key}`;

export function keyPage(
  all: Iterable<CacheKey>,
  filter: CacheKeysFilter,
): { entries: CacheKey[]; nextCursor: string | null } {
  const { group, prefix, cursor, limit } = filter;
  const matching: CacheKey[] = [];
  for (const entry of all) {
    if (group && entry.group !== group) continue;
    if (cursor !== undefined && entry.key <= cursor) continue;
    if (prefix && !entry.key.startsWith(prefix) && !entry.key.startsWith(`${entry.group}:${prefix}`))
      continue;
    matching.push(entry);
  }
  matching.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const entries = matching.slice(0, limit);
  const last = entries.at(-1);
  return { entries, nextCursor: matching.length > limit && last ? last.key : null };
}

/** Splits a listed key (`group:key`) into its group and key; undefined for an unknown group. */
export function parseListedKey(listedKey: string): { group: CacheGroup; key: string } | undefined {
  const colon = listedKey.indexOf(':');
  const group = CACHE_GROUPS.find((candidate) => candidate === listedKey.slice(0, colon));
  return colon > 0 && group ? { group, key: listedKey.slice(colon + 1) } : undefined;
}

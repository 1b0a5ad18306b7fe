// The in-process backend: an LRU bounded in bytes (the JSON length of each entry plus its key), values
// kept as JSON strings so every get parses a private copy. Single-process: fine for one instance.
import type { CacheGroup, CacheKey } from '@kraam/shared';
import { LRUCache } from 'lru-cache';
import type { Cache } from './cache';
import { createCacheCounters, emptyHoldings } from './cache-counters';
import { keyPage, listedCacheKey, parseListedKey } from './cache-listed-keys';
import { CACHE_TTL_MS } from './cache-ttls';

/** Bookkeeping per entry (the object, the key's copy in the map), so tiny entries still cost something. */
const ENTRY_OVERHEAD_BYTES = 100;

interface Entry {
  group: CacheGroup;
  json: string;
  createdAt: number;
  expiresAt: number;
}

export function createMemoryCache(options: { maxBytes: number }): Cache {
  const lru = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry, key) => entry.json.length + key.length + ENTRY_OVERHEAD_BYTES,
  });
  const counters = createCacheCounters(() => Promise.resolve(lru.size));

  const removeWhere = (match: (entry: Entry) => boolean): number => {
    let removed = 0;
    for (const [key, entry] of [...lru.entries()]) {
      if (match(entry) && lru.delete(key)) removed += 1;
    }
    return removed;
  };

  return {
    get<T>(group: CacheGroup, key: string) {
      const entry = lru.get(listedCacheKey(group, key));
      if (entry) counters.hit(group);
      else counters.miss(group);
      return Promise.resolve(entry ? (JSON.parse(entry.json) as T) : undefined);
    },
    set(group, key, value, ttlMs = CACHE_TTL_MS[group]) {
      const json = JSON.stringify(value) as string | undefined;
      if (json !== undefined) {
        const now = Date.now();
        lru.set(
          listedCacheKey(group, key),
          { group, json, createdAt: now, expiresAt: now + ttlMs },
          { ttl: ttlMs },
        );
      }
      return Promise.resolve();
    },
    delete(group, key) {
      lru.delete(listedCacheKey(group, key));
      return Promise.resolve();
    },
    deleteGroup: (group) => Promise.resolve(removeWhere((entry) => entry.group === group)),
    clear() {
      const removed = lru.size;
      lru.clear();
      return Promise.resolve(removed);
    },
    deleteKey(listedKey) {
      if (!parseListedKey(listedKey)) return Promise.resolve(0);
      return Promise.resolve(lru.delete(listedKey) ? 1 : 0);
    },
    stats() {
      lru.purgeStale();
      const holdings = emptyHoldings();
      for (const [key, entry] of lru.entries()) {
        const holding = holdings[entry.group];
        holding.entries += 1;
        holding.memoryBytes += entry.json.length + key.length + ENTRY_OVERHEAD_BYTES;
      }
      return Promise.resolve(counters.stats('memory', true, holdings));
    },
    keys(filter) {
      lru.purgeStale();
      const now = Date.now();
      const all = function* (): Generator<CacheKey> {
        for (const [key, entry] of lru.entries()) {
          yield {
            key,
            group: entry.group,
            sizeBytes: entry.json.length,
            ageMs: Math.max(0, now - entry.createdAt),
            ttlMs: Math.max(0, entry.expiresAt - now),
          };
        }
      };
      return Promise.resolve(keyPage(all(), filter));
    },
    close() {
      counters.close();
      lru.clear();
      return Promise.resolve();
    },
  };
}

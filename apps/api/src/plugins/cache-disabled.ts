// CACHE_DISABLED: every read goes to the database (the benchmark's uncached figures), misses still counted.
import { createCacheCounters, emptyHoldings } from './cache-counters';
import type { Cache } from './cache';

export function createDisabledCache(): Cache {
  const counters = createCacheCounters(() => Promise.resolve(0));
  return {
    get(group) {
      counters.miss(group);
      return Promise.resolve(undefined);
    },
    set: () => Promise.resolve(),
    delete: () => Promise.resolve(),
    deleteGroup: () => Promise.resolve(0),
    clear: () => Promise.resolve(0),
    deleteKey: () => Promise.resolve(0),
    stats: () => Promise.resolve(counters.stats('memory', true, emptyHoldings())),
    keys: () => Promise.resolve({ entries: [], nextCursor: null }),
    close() {
      counters.close();
      return Promise.resolve();
    },
  };
}

import { LRUCache } from 'lru-cache';

/** A page as the cache serves it: status 200, its headers (with the hash-based policy) and its bodies. */
export interface StoredPage {
  headers: Record<string, string | string[]>;
  /** The HTML, and the same compressed once at fill time so a hit costs no compression. */
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  tags: readonly string[];
}

export interface PageStoreLimits {
  maxEntries: number;
  maxBytes: number;
  ttlMs: number;
  /** The clock the TTL runs on (tests). */
  now?: () => number;
}

export interface PageStore {
  get(key: string): StoredPage | undefined;
  /**
   * Stores unless one of the page's tags was invalidated since `since` (a fill that raced a write to it
   * would be stale); writes to other pages during the render do not stop it.
   */
  set(key: string, page: StoredPage, since: number): void;
  /** Drops every page carrying one of the tags. */
  invalidate(tags: readonly string[]): number;
  /** A mark to pass to set(): the invalidations seen so far. */
  generation(): number;
  readonly size: number;
}

/**
 * Invalidations remembered for the renders in flight; a render that began before the oldest is not kept
 * (it cannot tell what it raced). Renders take milliseconds to seconds: hundreds of writes span that.
 */
const REMEMBERED_INVALIDATIONS = 512;

const bytesOf = (page: StoredPage) => page.identity.length + page.gzip.length + page.brotli.length;

/** An LRU bounded by entry count and bytes, with a TTL as a safety net, and an index from tag to keys. */
export function createPageStore({ maxEntries, maxBytes, ttlMs, now }: PageStoreLimits): PageStore {
  const keysByTag = new Map<string, Set<string>>();
  let invalidations = 0;
  /** The latest invalidations' tags; entry i is invalidation number `invalidations - recent.length + i + 1`. */
  const recent: (readonly string[])[] = [];
  const raced = (tags: readonly string[], since: number) => {
    const missed = invalidations - since;
    if (missed > recent.length) return true;
    const wanted = new Set(tags);
    return recent.slice(recent.length - missed).some((names) => names.some((tag) => wanted.has(tag)));
  };
  const unindex = (key: string, page: StoredPage) => {
    for (const tag of page.tags) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
  };
  const lru = new LRUCache<string, StoredPage>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: bytesOf,
    ttl: ttlMs,
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
    // Expired entries are dropped when met; the tag index follows every removal.
    dispose: (page, key) => unindex(key, page),
  });
  return {
    get: (key) => lru.get(key),
    set(key, page, since) {
      if (raced(page.tags, since) || bytesOf(page) > maxBytes) return;
      lru.set(key, page);
      if (!lru.has(key)) return;
      for (const tag of page.tags) {
        const keys = keysByTag.get(tag) ?? new Set<string>();
        keys.add(key);
        keysByTag.set(tag, keys);
      }
    },
    invalidate(tags) {
      invalidations += 1;
      recent.push(tags);
      if (recent.length > REMEMBERED_INVALIDATIONS) recent.shift();
      const keys = new Set(tags.flatMap((tag) => [...(keysByTag.get(tag) ?? [])]));
      for (const key of keys) lru.delete(key);
      return keys.size;
    },
    generation: () => invalidations,
    get size() {
      return lru.size;
    },
  };
}

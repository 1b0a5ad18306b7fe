// One cache interface for public reads (DESIGN §6): an in-process LRU now, Redis behind the same
// interface when REDIS_URL is used. Async so callers need not change then.
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';

declare module 'fastify' {
  interface FastifyInstance {
    cache: Cache;
  }
}

export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs?: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Removes every key starting with prefix (all keys when empty). */
  clear(prefix?: string): Promise<void>;
}

const DEFAULT_TTL_MS = 10 * 60 * 1000;

export function createMemoryCache(max = 5000): Cache {
  // lru-cache stores objects only, so every value is boxed.
  const lru = new LRUCache<string, { value: unknown }>({ max, ttl: DEFAULT_TTL_MS });
  return {
    get: <T>(key: string) => Promise.resolve(lru.get(key)?.value as T | undefined),
    set: (key, value, ttlMs = DEFAULT_TTL_MS) => {
      lru.set(key, { value }, { ttl: ttlMs });
      return Promise.resolve();
    },
    delete: (key) => {
      lru.delete(key);
      return Promise.resolve();
    },
    clear: (prefix = '') => {
      for (const key of [...lru.keys()]) if (key.startsWith(prefix)) lru.delete(key);
      return Promise.resolve();
    },
  };
}

/** Read-through: the cached value, else load, store and return it. Undefined (not found) is not stored. */
export async function cached<T>(
  cache: Cache,
  key: string,
  load: () => Promise<T>,
  ttlMs?: number,
): Promise<T> {
  const hit = await cache.get<T>(key);
  if (hit !== undefined) return hit;
  const value = await load();
  if (value !== undefined) await cache.set(key, value, ttlMs);
  return value;
}

export function registerCache(app: FastifyInstance, cache: Cache): void {
  app.decorate('cache', cache);
}

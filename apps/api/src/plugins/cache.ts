// One cache interface for public reads (DESIGN §6). Backends: a size-bounded in-process LRU (default),
// Redis when REDIS_URL is set (shared by every instance, so deleting there invalidates everywhere), or
// none (CACHE_DISABLED, for measuring). Values are stored as JSON on every backend, so a reader always
// gets its own copy: adding per-request parts (isFavorite) to it can never leak into another answer.
// Hits and misses are counted per instance; entries and bytes describe what the backend holds.
import type { CacheGroup, CacheKey, CacheStats } from '@kraam/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { createDisabledCache } from './cache-disabled';
import { createMemoryCache } from './cache-memory';
import { createRedisCache } from './cache-redis';
import { createCacheWarmers } from './cache-warmers';
import type { CacheWarmers } from './cache-warmers';

declare module 'fastify' {
  interface FastifyInstance {
    cache: Cache;
    /** How each group (or one ad/booth) is filled; the admin API's 'Add to Cache' calls warm(). */
    cacheWarmers: CacheWarmers;
  }
}

export interface CacheKeysFilter {
  group?: CacheGroup;
  /** Matches the listed key (`group:key`) or the part after the group. */
  prefix?: string;
  /** The last key of the previous page. */
  cursor?: string;
  limit: number;
}

export interface Cache {
  /** Counts a hit or a miss for the group. Never throws: an unreachable backend is a miss. */
  get<T>(group: CacheGroup, key: string): Promise<T | undefined>;
  /** Never throws. Undefined is not stored. ttlMs: the group's (cache-ttls.ts) when not given. */
  set(group: CacheGroup, key: string, value: unknown, ttlMs?: number): Promise<void>;
  /** Removes the entry for every instance. Never throws. */
  delete(group: CacheGroup, key: string): Promise<void>;
  /** Removes the group's entries for every instance; answers how many were removed. */
  deleteGroup(group: CacheGroup): Promise<number>;
  /** Removes everything this cache holds; answers how many entries were removed. */
  clear(): Promise<number>;
  /** Removes one entry by the key keys() lists (`group:key`); 0 when there was none. */
  deleteKey(listedKey: string): Promise<number>;
  stats(): Promise<CacheStats>;
  /** Entries sorted by listed key, keyset-paged. */
  keys(filter: CacheKeysFilter): Promise<{ entries: CacheKey[]; nextCursor: string | null }>;
  close(): Promise<void>;
}

/**
 * Read-through: the cached value, else load, store (for the group's TTL unless given) and return it.
 * Undefined (not found) is not stored.
 */
export async function cached<T>(
  cache: Cache,
  group: CacheGroup,
  key: string,
  load: () => Promise<T>,
  ttlMs?: number,
): Promise<T> {
  const hit = await cache.get<T>(group, key);
  if (hit !== undefined) return hit;
  const value = await load();
  if (value !== undefined) await cache.set(group, key, value, ttlMs);
  return value;
}

export function createCache(
  config: Pick<Config, 'cacheDisabled' | 'cacheMaxBytes' | 'redisUrl' | 'redisKeyPrefix'>,
  log: FastifyBaseLogger,
): Cache {
  if (config.cacheDisabled) return createDisabledCache();
  if (config.redisUrl)
    return createRedisCache({ url: config.redisUrl, keyPrefix: config.redisKeyPrefix, log });
  return createMemoryCache({ maxBytes: config.cacheMaxBytes });
}

/** closeWithApp: false for a cache the caller owns (tests sharing one). */
export function registerCache(app: FastifyInstance, cache: Cache, closeWithApp: boolean): void {
  app.decorate('cache', cache);
  app.decorate('cacheWarmers', createCacheWarmers());
  if (closeWithApp) app.addHook('onClose', () => cache.close());
}

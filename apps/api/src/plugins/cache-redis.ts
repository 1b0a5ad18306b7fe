// The Redis backend (ioredis), shared by every instance: a delete here is seen by all of them. Layout:
// `<prefix>cache:<group>:<key>` holds the JSON value with its TTL; the hash `<prefix>cache-meta:<group>`
// maps each key to `size:createdAt:expiresAt`: the group's index for deleting it, stats and the key browser
// (expired fields pruned every PRUNE_EVERY sets and on stats/keys). clear() scans, to catch strays too. Hits and misses are counted per instance (no write per read).
// Redis unreachable or slow: a short circuit breaker turns every call into a miss or a no-op without
// waiting on a timeout; invalidations that could not be sent are replayed when Redis is back, so an entry
// written before an outage cannot outlive a change made during it.
import { CACHE_GROUPS } from '@kraam/shared';
import type { CacheGroup, CacheKey } from '@kraam/shared';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Cache } from './cache';
import { createCacheCounters, emptyHoldings } from './cache-counters';
import type { Holdings } from './cache-counters';
import { keyPage, listedCacheKey, parseListedKey } from './cache-listed-keys';
import { CACHE_TTL_MS } from './cache-ttls';

/** A hung Redis must not hold a public read for long. */
const COMMAND_TIMEOUT_MS = 500;
/** After a failure, calls skip Redis this long before trying again. */
const BREAKER_OPEN_MS = 2_000;
const CLOSE_TIMEOUT_MS = 1_000;
const SCAN_COUNT = 500;
const PRUNE_EVERY = 256;
/** More unsent invalidations than this: clear everything on reconnect instead. */
const MAX_PENDING = 1_000;

export interface RedisCacheOptions {
  url: string;
  keyPrefix: string;
  log: FastifyBaseLogger;
}

interface Meta {
  key: string;
  size: number;
  createdAt: number;
  expiresAt: number;
}

// A group's keys come from its meta hash, in one script so no set can slip between reading and deleting
// (a set writes value and meta in one MULTI). Writes call this on every ad change: no SCAN of the keyspace.
const DELETE_GROUP_SCRIPT = `
local keys = redis.call('HKEYS', KEYS[1])
local removed = 0
for i = 1, #keys, 500 do
  local batch = {}
  for j = i, math.min(i + 499, #keys) do batch[#batch + 1] = ARGV[1] .. keys[j] end
  removed = removed + redis.call('UNLINK', unpack(batch))
end
redis.call('UNLINK', KEYS[1])
return removed`;

const parseMeta = (key: string, text: string): Meta => {
  const [size = 0, createdAt = 0, expiresAt = 0] = text.split(':').map(Number);
  return { key, size, createdAt, expiresAt };
};
const noop = (): void => undefined;

export function createRedisCache(options: RedisCacheOptions): Cache {
  const { keyPrefix, log } = options;
  const valueKey = (group: CacheGroup, key: string) => `${keyPrefix}cache:${group}:${key}`;
  const metaKey = (group: CacheGroup) => `${keyPrefix}cache-meta:${group}`;
  // Its own client rather than app.redis: that one sets ioredis' keyPrefix, which SCAN patterns ignore.
  // No offline queue: while Redis is down a command fails at once instead of waiting in memory.
  const client = new Redis(options.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  const counters = createCacheCounters(() => countEntries());
  const setsSincePrune = new Map<CacheGroup, number>();
  let openUntil = 0;
  let down: boolean | undefined;
  let closing = false;
  let pendingAll = false;
  const pendingGroups = new Set<CacheGroup>();
  const pendingKeys = new Map<string, { group: CacheGroup; key: string }>();

  // Set from a reconnect until the invalidations missed while Redis was away have been sent: reads and
  // writes wait for that (they miss), or an entry changed during the outage could be served stale.
  let replaying = 0;
  const connected = (): boolean => !closing && client.status === 'ready' && Date.now() >= openUntil;
  const usable = (): boolean => connected() && replaying === 0;
  // Logged on changes between reachable and unreachable only.
  const failed = (error?: unknown): void => {
    openUntil = Date.now() + BREAKER_OPEN_MS;
    if (down === true || closing) return;
    down = true;
    log.warn(
      { err: error instanceof Error ? error.message : undefined },
      'cache: Redis unavailable, reading from the database',
    );
  };
  const remember = (target: { group: CacheGroup; key?: string } | 'all'): void => {
    if (target === 'all') pendingAll = true;
    else if (target.key === undefined) pendingGroups.add(target.group);
    else pendingKeys.set(listedCacheKey(target.group, target.key), { group: target.group, key: target.key });
    if (pendingGroups.size + pendingKeys.size > MAX_PENDING) pendingAll = true;
    if (pendingAll) {
      pendingGroups.clear();
      pendingKeys.clear();
    }
  };

  const readMeta = async (groups: readonly CacheGroup[]): Promise<Map<CacheGroup, Meta[]>> => {
    const pipeline = client.pipeline();
    for (const group of groups) pipeline.hgetall(metaKey(group));
    const results = (await pipeline.exec()) ?? [];
    const now = Date.now();
    const byGroup = new Map<CacheGroup, Meta[]>();
    groups.forEach((group, index) => {
      const [error, fields] = results[index] ?? [null, {}];
      if (error) throw error;
      const live: Meta[] = [];
      const expired: string[] = [];
      for (const [key, text] of Object.entries(fields as Record<string, string>)) {
        const meta = parseMeta(key, text);
        if (meta.expiresAt > now) live.push(meta);
        else expired.push(key);
      }
      if (expired.length > 0) client.hdel(metaKey(group), ...expired).catch(noop);
      byGroup.set(group, live);
    });
    return byGroup;
  };

  const prune = (group: CacheGroup): void => {
    const count = (setsSincePrune.get(group) ?? 0) + 1;
    setsSincePrune.set(group, count % PRUNE_EVERY);
    if (count >= PRUNE_EVERY) readMeta([group]).catch(noop);
  };

  async function countEntries(): Promise<number> {
    if (!usable()) return 0;
    const pipeline = client.pipeline();
    for (const group of CACHE_GROUPS) pipeline.hlen(metaKey(group));
    const results = (await pipeline.exec()) ?? [];
    return results.reduce((sum, [, count]) => sum + (typeof count === 'number' ? count : 0), 0);
  }

  /** UNLINKs every key matching the pattern; answers how many existed. */
  const unlinkMatching = async (pattern: string): Promise<number> => {
    let cursor = '0';
    let removed = 0;
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', pattern, 'COUNT', SCAN_COUNT);
      cursor = next;
      if (keys.length > 0) removed += await client.unlink(...keys);
    } while (cursor !== '0');
    return removed;
  };

  const deleteEntry = async (group: CacheGroup, key: string): Promise<number> => {
    if (!connected()) {
      remember({ group, key });
      return 0;
    }
    try {
      const [unlinked] =
        (await client.pipeline().unlink(valueKey(group, key)).hdel(metaKey(group), key).exec()) ?? [];
      if (!unlinked || unlinked[0]) throw unlinked?.[0] ?? new Error('no reply');
      return Number(unlinked[1]);
    } catch (error) {
      failed(error);
      remember({ group, key });
      return 0;
    }
  };

  const deleteGroup = async (group: CacheGroup): Promise<number> => {
    if (!connected()) {
      remember({ group });
      return 0;
    }
    try {
      return Number(await client.eval(DELETE_GROUP_SCRIPT, 1, metaKey(group), valueKey(group, '')));
    } catch (error) {
      failed(error);
      remember({ group });
      return 0;
    }
  };

  const clear = async (): Promise<number> => {
    if (!connected()) {
      remember('all');
      return 0;
    }
    try {
      await client.unlink(...CACHE_GROUPS.map(metaKey));
      return await unlinkMatching(`${keyPrefix}cache:*`);
    } catch (error) {
      failed(error);
      remember('all');
      return 0;
    }
  };

  const replayPending = async (): Promise<void> => {
    const all = pendingAll;
    const groups = [...pendingGroups];
    const keys = [...pendingKeys.values()];
    pendingAll = false;
    pendingGroups.clear();
    pendingKeys.clear();
    // Each call remembers itself again if Redis fails meanwhile.
    if (all) await clear();
    else {
      for (const group of groups) await deleteGroup(group);
      for (const { group, key } of keys) await deleteEntry(group, key);
    }
  };

  client.on('error', (error: Error) => failed(error));
  client.on('close', () => failed());
  client.on('ready', () => {
    openUntil = 0;
    if (down !== false && !closing) log.info('cache: Redis connected');
    down = false;
    replaying += 1;
    replayPending()
      .catch(noop)
      .finally(() => {
        replaying -= 1;
      });
  });
  client.connect().catch(noop);

  return {
    async get<T>(group: CacheGroup, key: string): Promise<T | undefined> {
      if (usable()) {
        try {
          const json = await client.get(valueKey(group, key));
          if (json !== null) {
            counters.hit(group);
            return JSON.parse(json) as T;
          }
        } catch (error) {
          failed(error);
        }
      }
      counters.miss(group);
      return undefined;
    },

    async set(group, key, value, ttlMs = CACHE_TTL_MS[group]) {
      const json = JSON.stringify(value) as string | undefined;
      if (json === undefined || !usable()) return;
      const now = Date.now();
      try {
        await client
          .multi()
          .set(valueKey(group, key), json, 'PX', ttlMs)
          .hset(metaKey(group), key, `${json.length}:${now}:${now + ttlMs}`)
          .exec();
        prune(group);
      } catch (error) {
        failed(error);
      }
    },

    async delete(group, key) {
      await deleteEntry(group, key);
    },
    deleteGroup,
    clear,
    async deleteKey(listedKey) {
      const parsed = parseListedKey(listedKey);
      return parsed ? deleteEntry(parsed.group, parsed.key) : 0;
    },

    async stats() {
      const holdings: Holdings = emptyHoldings();
      if (!usable()) return counters.stats('redis', false, holdings);
      try {
        for (const [group, metas] of await readMeta(CACHE_GROUPS)) {
          holdings[group] = {
            entries: metas.length,
            memoryBytes: metas.reduce((sum, meta) => sum + meta.size, 0),
          };
        }
        return counters.stats('redis', true, holdings);
      } catch (error) {
        failed(error);
        return counters.stats('redis', false, emptyHoldings());
      }
    },

    async keys(filter) {
      if (!usable()) return { entries: [], nextCursor: null };
      try {
        const now = Date.now();
        const entries: CacheKey[] = [];
        for (const [group, metas] of await readMeta(filter.group ? [filter.group] : CACHE_GROUPS)) {
          for (const meta of metas) {
            entries.push({
              key: listedCacheKey(group, meta.key),
              group,
              sizeBytes: meta.size,
              ageMs: Math.max(0, now - meta.createdAt),
              ttlMs: Math.max(0, meta.expiresAt - now),
            });
          }
        }
        return keyPage(entries, filter);
      } catch (error) {
        failed(error);
        return { entries: [], nextCursor: null };
      }
    },

    async close() {
      closing = true;
      counters.close();
      const quit = client.status === 'ready' ? client.quit().catch(noop) : Promise.resolve();
      await Promise.race([quit, new Promise((resolve) => setTimeout(resolve, CLOSE_TIMEOUT_MS).unref())]);
      client.disconnect();
    },
  };
}

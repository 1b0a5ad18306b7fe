// The same behaviour from both backends: the in-process LRU and Redis (127.0.0.1:6379, a prefix per test;
// skipped without Redis except under CI), plus what the Redis backend does when Redis is unreachable.
import { cacheStatsSchema } from '@kraam/shared';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { CACHE_GROUPS } from '@kraam/shared';
import {
  REDIS_TEST_URL,
  redisAnswers,
  redisProxy,
  redisRequired,
  uniqueRedisPrefix,
} from '../test/redis-test-support';
import { cached } from './cache';
import type { Cache } from './cache';
import { createMemoryCache } from './cache-memory';
import { createRedisCache } from './cache-redis';

const available = await redisAnswers();
/** Fastify's no-op logger. */
const log = Fastify({ logger: false }).log;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the backend says it is available (Redis connects asynchronously). */
async function whenAvailable(cache: Cache): Promise<Cache> {
  for (let i = 0; i < 100 && !(await cache.stats()).available; i += 1) await sleep(20);
  return cache;
}

const backends: [string, boolean, () => Promise<Cache>][] = [
  ['memory', true, () => Promise.resolve(createMemoryCache({ maxBytes: 10_000_000 }))],
  [
    'redis',
    available || redisRequired,
    () => whenAvailable(createRedisCache({ url: REDIS_TEST_URL, keyPrefix: uniqueRedisPrefix(), log })),
  ],
];

describe.each(backends)('cache on %s', (_name, runs, create) => {
  let cache: Cache | undefined;
  afterEach(async () => {
    await cache?.clear();
    await cache?.close();
    cache = undefined;
  });
  const open = async () => (cache = await create());

  it.skipIf(!runs)('stores, reads a private copy, counts hits and misses per group', async () => {
    const c = await open();
    expect(await c.get('ad', '1:nl')).toBeUndefined();
    await c.set('ad', '1:nl', { title: 'Fiets', tags: ['a'] });
    const first = await c.get<{ title: string; tags: string[] }>('ad', '1:nl');
    expect(first).toEqual({ title: 'Fiets', tags: ['a'] });
    first?.tags.push('mutated');
    expect(await c.get('ad', '1:nl')).toEqual({ title: 'Fiets', tags: ['a'] });
    const stats = cacheStatsSchema.parse(await c.stats());
    expect(stats.groups.ad).toMatchObject({ entries: 1, hits: 2, misses: 1 });
    expect(stats.groups.ad.memoryBytes).toBeGreaterThan(10);
    expect(stats).toMatchObject({ entries: 1, hits: 2, misses: 1, available: true });
    expect(stats.hitRatio).toBeCloseTo(2 / 3);
    expect(stats.history.at(-1)).toMatchObject({ hits: 2, misses: 1, entries: 1 });
  });

  it.skipIf(!runs)('expires entries after their TTL', async () => {
    const c = await open();
    // A TTL far longer than a loaded machine takes between two calls, and no fixed wait for it to pass:
    // read until it has gone (a cache that ignored the TTL would keep it past the deadline).
    await c.set('search', 'fiets', [1], 1_000);
    expect(await c.get('search', 'fiets')).toEqual([1]);
    const deadline = Date.now() + 10_000;
    while ((await c.get('search', 'fiets')) !== undefined && Date.now() < deadline) await sleep(50);
    expect(await c.get('search', 'fiets')).toBeUndefined();
    expect((await c.stats()).groups.search.entries).toBe(0);
  });

  it.skipIf(!runs)('deletes by key, by group, by listed key and everything', async () => {
    const c = await open();
    await c.set('ad', '1:nl', 1);
    await c.set('ad', '1:en', 2);
    await c.set('booth', '7:nl', 3);
    await c.set('homeFeeds', 'newest:nl', 4);
    await c.delete('ad', '1:nl');
    expect(await c.get('ad', '1:nl')).toBeUndefined();
    expect(await c.get('ad', '1:en')).toBe(2);
    expect(await c.deleteKey('booth:7:nl')).toBe(1);
    expect(await c.deleteKey('booth:7:nl')).toBe(0);
    expect(await c.deleteKey('nogroup:7')).toBe(0);
    expect(await c.deleteGroup('ad')).toBe(1);
    expect(await c.get('ad', '1:en')).toBeUndefined();
    await c.set('ad', '2:nl', 5);
    expect(await c.clear()).toBe(2);
    expect((await c.stats()).entries).toBe(0);
    expect(await c.get('homeFeeds', 'newest:nl')).toBeUndefined();
  });

  it.skipIf(!runs)('lists keys by group and prefix, paged, with size, age and TTL', async () => {
    const c = await open();
    for (let id = 1; id <= 5; id += 1) await c.set('ad', `${id}:nl`, { id });
    await c.set('booth', '1:nl', { id: 1 });
    const first = await c.keys({ group: 'ad', limit: 2 });
    expect(first.entries.map((entry) => entry.key)).toEqual(['ad:1:nl', 'ad:2:nl']);
    expect(first.entries[0]).toMatchObject({ group: 'ad', sizeBytes: 8 });
    expect(first.entries[0]?.ttlMs).toBeGreaterThan(0);
    expect(first.nextCursor).toBe('ad:2:nl');
    const rest = await c.keys({ group: 'ad', limit: 10, cursor: first.nextCursor ?? '' });
    expect(rest.entries.map((entry) => entry.key)).toEqual(['ad:3:nl', 'ad:4:nl', 'ad:5:nl']);
    expect(rest.nextCursor).toBeNull();
    expect((await c.keys({ prefix: 'booth:', limit: 10 })).entries.map((entry) => entry.key)).toEqual([
      'booth:1:nl',
    ]);
    expect((await c.keys({ group: 'ad', prefix: '4', limit: 10 })).entries.map((entry) => entry.key)).toEqual(
      ['ad:4:nl'],
    );
    expect((await c.keys({ limit: 100 })).entries).toHaveLength(6);
  });

  it.skipIf(!runs)('reads through: loads once, does not store undefined', async () => {
    const c = await open();
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cached(c, 'staticData', 'nl', load)).toBe(1);
    expect(await cached(c, 'staticData', 'nl', load)).toBe(1);
    expect(await cached(c, 'staticData', 'en', () => Promise.resolve(undefined))).toBeUndefined();
    expect((await c.stats()).groups.staticData.entries).toBe(1);
  });
});

describe('in-process cache bound', () => {
  it('evicts the least recently used entries beyond its byte size', async () => {
    const c = createMemoryCache({ maxBytes: 5_000 });
    for (let id = 0; id < 20; id += 1) await c.set('ad', String(id), 'x'.repeat(1_000));
    const stats = await c.stats();
    expect(stats.memoryBytes).toBeLessThanOrEqual(5_000);
    expect(stats.entries).toBeLessThan(20);
    expect(await c.get('ad', '19')).toBeDefined();
    expect(await c.get('ad', '0')).toBeUndefined();
    await c.close();
  });
});

describe('Redis cache with Redis unreachable', () => {
  it('misses, never throws, says unavailable, and answers fast', async () => {
    const c = createRedisCache({ url: 'redis://127.0.0.1:1', keyPrefix: uniqueRedisPrefix(), log });
    await sleep(50);
    const started = Date.now();
    for (let i = 0; i < 50; i += 1) {
      await c.set('ad', '1:nl', { i });
      expect(await c.get('ad', '1:nl')).toBeUndefined();
      await c.delete('ad', '1:nl');
    }
    expect(Date.now() - started).toBeLessThan(500);
    expect(await c.deleteGroup('ad')).toBe(0);
    expect(await c.clear()).toBe(0);
    expect(await c.keys({ limit: 10 })).toEqual({ entries: [], nextCursor: null });
    const stats = await c.stats();
    expect(stats).toMatchObject({ backend: 'redis', available: false, misses: 50, hits: 0 });
    await c.close();
  });
});

describe.runIf(available || redisRequired)('Redis cache coming back', () => {
  it('serves nothing until the invalidations missed while Redis was away have been sent', async () => {
    const proxy = await redisProxy();
    const c = await whenAvailable(createRedisCache({ url: proxy.url, keyPrefix: uniqueRedisPrefix(), log }));
    try {
      await c.set('ad', '7:nl', { title: 'Voor de storing' });
      await proxy.cut();
      await sleep(50);
      // Missed while away: every group (each a round trip when replayed), then the ad itself, last.
      for (const group of CACHE_GROUPS) await c.deleteGroup(group);
      await c.delete('ad', '7:nl');
      await proxy.restore();
      // Read as fast as the cache allows from the moment it reconnects: the old entry must never come back.
      const seen: unknown[] = [];
      for (let i = 0; i < 2_000 && !(await c.stats()).available; i += 1) await sleep(1);
      for (let i = 0; i < 20; i += 1) seen.push(await c.get('ad', '7:nl'));
      expect((await c.stats()).available).toBe(true);
      expect(seen.filter(Boolean)).toEqual([]);
    } finally {
      await c.clear();
      await c.close();
      await proxy.close();
    }
  });
});

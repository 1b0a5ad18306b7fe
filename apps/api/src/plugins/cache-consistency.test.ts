// The cache through the API, on both backends: nobody reads stale data after their own write (on Redis also
// when the write went through another instance), no visitor's own part reaches another visitor, and Redis
// unreachable or cut mid-run costs no request an error. Redis tests skip without Redis, except under CI.
import { API_PATHS, adDetailResponseSchema, boothResponseSchema } from '@kraam/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { App } from '../app';
import type { Config } from '../config';
import { caller } from '../test/auth-helpers';
import { buildCacheWorld, cachedRoutes } from '../test/cache-world';
import type { CacheWorld } from '../test/cache-world';
import { eventually } from '../test/hub-clients';
import {
  REDIS_TEST_URL,
  redisAnswers,
  redisProxy,
  redisRequired,
  uniqueRedisPrefix,
} from '../test/redis-test-support';
import type { TcpProxy } from '../test/redis-test-support';
import { createTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const available = await redisAnswers();
const redisRuns = available || redisRequired;

interface Instances {
  a: TestApp;
  /** Shares a's database (and Redis, when used). */
  b: App;
  world: CacheWorld;
}

async function instances(redisUrl?: string): Promise<Instances> {
  const redis: Partial<Config> = redisUrl ? { redisUrl, redisKeyPrefix: uniqueRedisPrefix() } : {};
  const a = await createTestApp({ config: redis });
  const b = await buildApp({ ...a.config, ...redis }, { database: a.database });
  if (redisUrl === REDIS_TEST_URL)
    await eventually(async () => (await a.app.cache.stats()).available && (await b.cache.stats()).available);
  return { a, b, world: await buildCacheWorld(a) };
}

const adTitle = async (app: App, adId: number, token?: string) => {
  const response = await caller(app)(
    'GET',
    `${API_PATHS.adDetail}?id=${adId}`,
    undefined,
    token ? { token } : {},
  );
  expect(response.statusCode, response.body).toBe(200);
  return adDetailResponseSchema.parse(response.json()).data;
};

describe.each([
  ['memory', true, undefined],
  ['redis', redisRuns, REDIS_TEST_URL],
] as const)('the cache through the API on %s', (backend, runs, redisUrl) => {
  let open: Instances | undefined;
  afterEach(async () => {
    await open?.b.close();
    await open?.a.close();
    open = undefined;
  });

  it.skipIf(!runs)('serves the new ad, booth and lists right after the own write', async () => {
    const { a, world } = (open = await instances(redisUrl));
    const call = caller(a.app);
    expect((await adTitle(a.app, world.adId)).title).toBe('Gazelle stadsfiets');
    expect((await adTitle(a.app, world.adId)).title).toBe('Gazelle stadsfiets');
    expect((await a.app.cache.stats()).groups.ad.hits).toBeGreaterThan(0);
    await call('GET', `${API_PATHS.homeFeed}?sort=newest`);
    const edit = await call('PUT', API_PATHS.adEdit, world.editBody('Batavus damesfiets'), {
      token: world.sellerToken,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await adTitle(a.app, world.adId)).title).toBe('Batavus damesfiets');
    const feed = await call('GET', `${API_PATHS.homeFeed}?sort=newest`);
    expect(feed.body).toContain('Batavus damesfiets');

    const booth = () => call('GET', `${API_PATHS.publicBoothGet}?id=${world.boothId}`);
    expect(boothResponseSchema.parse((await booth()).json()).data.name).toBe('Fietsenkraam');
    const boothEdit = await call('PUT', API_PATHS.boothEdit, world.boothBody('Fietsenparadijs'), {
      token: world.sellerToken,
    });
    expect(boothEdit.statusCode, boothEdit.body).toBe(200);
    expect(boothResponseSchema.parse((await booth()).json()).data.name).toBe('Fietsenparadijs');
    expect((await adTitle(a.app, world.adId)).booth.name).toBe('Fietsenparadijs');
  });

  it.skipIf(!runs)("never shows one visitor's favourite to another", async () => {
    const { a, world } = (open = await instances(redisUrl));
    const like = await caller(a.app)(
      'POST',
      API_PATHS.adLike,
      { advertisementId: world.adId },
      { token: world.buyerToken },
    );
    expect(like.statusCode, like.body).toBe(200);
    const buyerView = await adTitle(a.app, world.adId, world.buyerToken);
    expect(buyerView).toMatchObject({ isFavorite: true, favoriteCount: 1 });
    expect(await adTitle(a.app, world.adId)).toMatchObject({ isFavorite: false, favoriteCount: 1 });
    expect(await adTitle(a.app, world.adId, world.sellerToken)).toMatchObject({ isFavorite: false });
    expect(await adTitle(a.app, world.adId, world.buyerToken)).toMatchObject({ isFavorite: true });
  });

  it.skipIf(!runs || backend === 'memory')('serves through B what was written through A', async () => {
    const { a, b, world } = (open = await instances(redisUrl));
    expect((await adTitle(b, world.adId)).title).toBe('Gazelle stadsfiets');
    expect((await adTitle(b, world.adId)).title).toBe('Gazelle stadsfiets');
    const edit = await caller(a.app)('PUT', API_PATHS.adEdit, world.editBody('Via A bewerkt'), {
      token: world.sellerToken,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await adTitle(b, world.adId)).title).toBe('Via A bewerkt');
  });
});

describe.skipIf(!redisRuns)('the cache when Redis goes away', () => {
  let open: Instances | undefined;
  let proxy: TcpProxy | undefined;
  afterEach(async () => {
    await open?.b.close();
    await open?.a.close();
    await proxy?.close();
    open = proxy = undefined;
  });

  const everyRouteAnswers = async (app: App, world: CacheWorld) => {
    for (const url of cachedRoutes(world)) {
      const response = await caller(app)('GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
    }
  };

  it('answers every cached route without an error while Redis is unreachable', async () => {
    const { a, world } = (open = await instances('redis://127.0.0.1:1'));
    for (let round = 0; round < 3; round += 1) await everyRouteAnswers(a.app, world);
    const edit = await caller(a.app)('PUT', API_PATHS.adEdit, world.editBody('Zonder Redis'), {
      token: world.sellerToken,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await adTitle(a.app, world.adId)).title).toBe('Zonder Redis');
    expect(await a.app.cache.stats()).toMatchObject({ backend: 'redis', available: false });
  });

  it('keeps answering when Redis is cut mid-run, drops what changed meanwhile, and recovers', async () => {
    proxy = await redisProxy();
    const { a, world } = (open = await instances(proxy.url));
    await eventually(async () => (await a.app.cache.stats()).available);
    await everyRouteAnswers(a.app, world);
    expect((await adTitle(a.app, world.adId)).title).toBe('Gazelle stadsfiets');

    await proxy.cut();
    for (let round = 0; round < 3; round += 1) await everyRouteAnswers(a.app, world);
    const edit = await caller(a.app)('PUT', API_PATHS.adEdit, world.editBody('Tijdens de storing'), {
      token: world.sellerToken,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await adTitle(a.app, world.adId)).title).toBe('Tijdens de storing');
    expect((await a.app.cache.stats()).available).toBe(false);

    await proxy.restore();
    await eventually(async () => (await a.app.cache.stats()).available, 10_000);
    // The entry cached before the outage was dropped on reconnect, not served stale.
    expect((await adTitle(a.app, world.adId)).title).toBe('Tijdens de storing');
    const hitsBefore = (await a.app.cache.stats()).groups.ad.hits;
    await adTitle(a.app, world.adId);
    expect((await a.app.cache.stats()).groups.ad.hits).toBe(hitsBefore + 1);
    await everyRouteAnswers(a.app, world);
  });
});

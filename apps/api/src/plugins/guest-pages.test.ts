// Writes tell the web servers which cached guest pages to drop (docs/decisions/0016-guest-page-cache.md):
// over HTTP to the web's internal endpoint with the shared secret, or on Redis when the instances share one.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import {
  API_PATHS,
  PAGE_CACHE_CHANNEL,
  PAGE_CACHE_INVALIDATE_PATH,
  PAGE_CACHE_SECRET_HEADER,
} from '@kraam/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { caller } from '../test/auth-helpers';
import { buildCacheWorld } from '../test/cache-world';
import { eventually } from '../test/hub-clients';
import { REDIS_TEST_URL, redisAnswers, redisRequired, uniqueRedisPrefix } from '../test/redis-test-support';
import { createTestApp, type TestApp } from '../test/test-app';

const SECRET = 'page-cache-secret-'.padEnd(40, 'x');
const redisRuns = (await redisAnswers()) || redisRequired;

interface Received {
  path: string | undefined;
  secret: string | string[] | undefined;
  tags: string[];
}

/** A stand-in for the web server's endpoint that records what it is told. */
async function fakeWeb(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const { tags } = JSON.parse(body) as { tags: string[] };
      received.push({ path: req.url, secret: req.headers[PAGE_CACHE_SECRET_HEADER], tags });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

describe('guest page invalidation', { timeout: 60_000 }, () => {
  let t: TestApp | undefined;
  let web: Server | undefined;
  afterEach(async () => {
    await t?.close();
    web?.close();
  });

  it('names the changed ad, booth and lists to the web server, with the secret', async () => {
    const fake = await fakeWeb();
    web = fake.server;
    t = await createTestApp({
      config: { internalWebUrl: fake.url, pageCacheSecret: SECRET, redisUrl: undefined },
    });
    const world = await buildCacheWorld(t);
    const call = caller(t.app);

    const edit = await call('PUT', API_PATHS.adEdit, world.editBody('Batavus damesfiets'), {
      token: world.sellerToken,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(fake.received).toEqual([
      { path: PAGE_CACHE_INVALIDATE_PATH, secret: SECRET, tags: [`ad:${world.adId}`, 'feed'] },
    ]);

    const like = await call(
      'POST',
      API_PATHS.adLike,
      { advertisementId: world.adId },
      { token: world.buyerToken },
    );
    expect(like.statusCode, like.body).toBe(200);
    const booth = await call('PUT', API_PATHS.boothEdit, world.boothBody('Fietsenparadijs'), {
      token: world.sellerToken,
    });
    expect(booth.statusCode, booth.body).toBe(200);
    const removal = await call('DELETE', `${API_PATHS.adDelete}?id=${world.adId}`, undefined, {
      token: world.sellerToken,
    });
    expect(removal.statusCode, removal.body).toBe(200);
    expect(fake.received.slice(1).map((message) => message.tags)).toEqual([
      [`ad:${world.adId}`],
      [`booth:${world.boothId}`, `ad:${world.adId}`, 'feed'],
      [`ad:${world.adId}`, 'feed'],
    ]);
  });

  it('still answers the write when the web server cannot be reached', async () => {
    t = await createTestApp({
      config: { internalWebUrl: 'http://127.0.0.1:9', pageCacheSecret: SECRET, redisUrl: undefined },
    });
    const world = await buildCacheWorld(t);
    const edit = await caller(t.app)('PUT', API_PATHS.adEdit, world.editBody('Onbereikbaar'), {
      token: world.sellerToken,
    });
    expect(edit.statusCode, edit.body).toBe(200);
  });

  it.runIf(redisRuns)('publishes on Redis when the instances share one', async () => {
    const prefix = uniqueRedisPrefix();
    const subscriber = new Redis(REDIS_TEST_URL);
    const messages: string[] = [];
    try {
      await subscriber.subscribe(`${prefix}${PAGE_CACHE_CHANNEL}`);
      subscriber.on('message', (_channel: string, message: string) => messages.push(message));
      t = await createTestApp({ config: { redisUrl: REDIS_TEST_URL, redisKeyPrefix: prefix } });
      await eventually(() => Promise.resolve(t?.app.redis?.status === 'ready'));
      const world = await buildCacheWorld(t);
      const edit = await caller(t.app)('PUT', API_PATHS.adEdit, world.editBody('Via Redis'), {
        token: world.sellerToken,
      });
      expect(edit.statusCode, edit.body).toBe(200);
      await eventually(() => Promise.resolve(messages.length > 0));
      expect(JSON.parse(messages[0] ?? '{}')).toEqual({ tags: [`ad:${world.adId}`, 'feed'] });
    } finally {
      subscriber.disconnect();
    }
  });
});

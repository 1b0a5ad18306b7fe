// Tells the web servers which cached guest pages a write changed (docs/decisions/0016-guest-page-cache.md):
// on Redis when the instances share one (every web instance subscribes), else by an HTTP call to the web
// server's internal endpoint with the secret both processes were given. Without either the web caches
// nothing, and this does nothing. Never throws: a page left behind lives at most the web cache's TTL.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  PAGE_CACHE_CHANNEL,
  PAGE_CACHE_INVALIDATE_PATH,
  PAGE_CACHE_SECRET_HEADER,
  type PageCacheInvalidation,
} from '@kraam/shared';
import type { Config } from '../config';
import { redisReady } from './redis';

/** A slow web server must not hold the write's response for long. */
const CALL_TIMEOUT_MS = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    guestPages: GuestPages;
  }
}

export interface GuestPages {
  invalidate(tags: readonly string[]): Promise<void>;
}

type Publish = (message: string) => Promise<void>;

function viaHttp(url: string, secret: string): Publish {
  return async (message) => {
    const response = await fetch(`${url}${PAGE_CACHE_INVALIDATE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PAGE_CACHE_SECRET_HEADER]: secret },
      body: message,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  };
}

function viaRedis(app: FastifyInstance, channel: string): Publish {
  return async (message) => {
    if (!redisReady(app.redis)) throw new Error('Redis is not reachable');
    await app.redis.publish(channel, message);
  };
}

export function createGuestPages(publish: Publish | undefined, log: FastifyBaseLogger): GuestPages {
  return {
    async invalidate(tags) {
      if (!publish || tags.length === 0) return;
      const message: PageCacheInvalidation = { tags: [...new Set(tags)] };
      await publish(JSON.stringify(message)).catch((error: unknown) => {
        log.warn({ err: error, tags: message.tags }, 'guest pages: invalidation not delivered');
      });
    },
  };
}

/** After registerRedis: app.redis carries the messages when REDIS_URL is set. */
export function registerGuestPages(
  app: FastifyInstance,
  config: Pick<Config, 'redisUrl' | 'redisKeyPrefix' | 'internalWebUrl' | 'pageCacheSecret'>,
): void {
  const publish = config.redisUrl
    ? viaRedis(app, `${config.redisKeyPrefix}${PAGE_CACHE_CHANNEL}`)
    : config.internalWebUrl && config.pageCacheSecret
      ? viaHttp(config.internalWebUrl, config.pageCacheSecret)
      : undefined;
  app.decorate('guestPages', createGuestPages(publish, app.log));
}

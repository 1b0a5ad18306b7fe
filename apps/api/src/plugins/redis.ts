// One ioredis client for the per-request counters (rate limits, failed logins, the view buffer) when
// REDIS_URL is set; app.redis is undefined otherwise and those fall back to this process's memory.
// The chat fan-out keeps its own connections (a subscriber cannot run commands).
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';

/** A hung Redis must not hold a request for long. */
const COMMAND_TIMEOUT_MS = 500;

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | undefined;
  }
}

export function createRedisClient(url: string, keyPrefix: string): Redis {
  // No offline queue: while Redis is down a command fails at once, and callers fall back to memory.
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    keyPrefix,
    lazyConnect: true,
  });
  // Without a listener ioredis reports every failed reconnect as an unhandled 'error' event.
  client.on('error', () => undefined);
  return client;
}

/** Whether a Redis command may be sent now (connected and ready). */
export const redisReady = (redis: Redis | undefined): redis is Redis => redis?.status === 'ready';

export function registerRedis(
  app: FastifyInstance,
  config: Pick<Config, 'redisUrl' | 'redisKeyPrefix'>,
): void {
  const client = config.redisUrl ? createRedisClient(config.redisUrl, config.redisKeyPrefix) : undefined;
  app.decorate('redis', client);
  if (!client) return;
  // Logged on changes between reachable and unreachable only; ioredis keeps reconnecting by itself.
  let up: boolean | undefined;
  let closing = false;
  client.on('ready', () => {
    if (up === false) app.log.info('redis: reachable again, limits and views count in Redis');
    up = true;
  });
  client.on('close', () => {
    if (up !== false && !closing)
      app.log.warn('redis: unreachable, limits and views count in memory until it returns');
    up = false;
  });
  client.connect().catch(() => undefined);
  app.addHook('onClose', async () => {
    closing = true;
    await client.quit().catch(() => client.disconnect());
  });
}

// Chat fan-out between API instances through Redis (ioredis): one pub/sub channel carries pushes and
// session revocations; presence is a sorted set per user (member: instance id, score: when that
// instance's claim expires), refreshed for every local user on an interval, so a crashed instance's
// users fall offline within PRESENCE_TTL_MS. Redis being down never throws into callers: pushes then
// reach local connections only, presence answers from this process, and everything resumes on reconnect.
import { randomUUID } from 'node:crypto';
import { HUB_PING_INTERVAL_MS } from '@kraam/shared';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { decodeFanoutMessage, encodeFanoutMessage } from './fanout-message';
import type { FanoutMessage } from './fanout-message';

const PRESENCE_REFRESH_MS = HUB_PING_INTERVAL_MS;
const PRESENCE_TTL_MS = 3 * PRESENCE_REFRESH_MS;
/** A hung Redis must not hold a request (isOnline) for long. */
const COMMAND_TIMEOUT_MS = 1_000;
const CLOSE_TIMEOUT_MS = 1_000;
const PIPELINE_USERS = 1_000;

export interface RedisFanout {
  /** Publishes a finished hub record for these users' connections on the other instances. */
  publishPush(userIds: readonly number[], record: string): void;
  publishRevoked(userId: number): void;
  /** Whether another instance holds a connection of the user; false while Redis is unreachable. */
  isOnlineElsewhere(userId: number): Promise<boolean>;
  /** The user's first connection on this instance opened. */
  userOnline(userId: number): void;
  /** The user's last connection on this instance closed. */
  userOffline(userId: number): void;
  close(): Promise<void>;
}

export interface RedisFanoutOptions {
  url: string;
  keyPrefix: string;
  log: FastifyBaseLogger;
  /** Users with a connection on this instance, for the presence refresh. */
  localUsers: () => Iterable<number>;
  /** A message another instance published. */
  onMessage: (message: FanoutMessage) => void;
}

const noop = (): void => undefined;

export function createRedisFanout(options: RedisFanoutOptions): RedisFanout {
  const { log, keyPrefix } = options;
  const instanceId = randomUUID();
  const channel = `${keyPrefix}chat`;
  const presenceKey = (userId: number): string => `${keyPrefix}chat:online:${userId}`;
  // No offline queue: while Redis is down a command fails at once instead of piling up in memory.
  const redisOptions = { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true } as const;
  const publisher = new Redis(options.url, { ...redisOptions, commandTimeout: COMMAND_TIMEOUT_MS });
  // Subscribed again on every 'ready' below, so a reconnect (even after failed first attempts) listens.
  const subscriber = new Redis(options.url, { ...redisOptions, autoResubscribe: false });
  let subscribed = false;
  let up: boolean | undefined;
  let closing = false;

  const refreshPresence = (userIds: Iterable<number>): void => {
    if (publisher.status !== 'ready') return;
    const now = Date.now();
    let pipeline = publisher.pipeline();
    let count = 0;
    for (const userId of userIds) {
      const key = presenceKey(userId);
      pipeline
        .zadd(key, now + PRESENCE_TTL_MS, instanceId)
        .zremrangebyscore(key, '-inf', now)
        .pexpire(key, PRESENCE_TTL_MS);
      count += 1;
      if (count % PIPELINE_USERS === 0) {
        pipeline.exec().catch(noop);
        pipeline = publisher.pipeline();
      }
    }
    if (count % PIPELINE_USERS !== 0) pipeline.exec().catch(noop);
  };

  const ready = (): boolean => publisher.status === 'ready' && subscriber.status === 'ready' && subscribed;
  // Logged on changes between reachable and unreachable only, never per message.
  const markUp = (): void => {
    if (up === true || closing || !ready()) return;
    up = true;
    log.info('chat fan-out: Redis connected');
    refreshPresence(options.localUsers());
  };
  const markDown = (error?: Error): void => {
    if (up === false || closing || ready()) return;
    up = false;
    log.warn({ err: error?.message }, 'chat fan-out: Redis unavailable, delivering locally only');
  };

  for (const client of [publisher, subscriber]) {
    client.on('error', (error: Error) => markDown(error));
    client.on('close', () => {
      if (client === subscriber) subscribed = false;
      markDown();
    });
  }
  publisher.on('ready', markUp);
  subscriber.on('ready', () => {
    subscriber
      .subscribe(channel)
      .then(() => {
        subscribed = true;
        markUp();
      })
      .catch((error: Error) => markDown(error));
  });
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    const message = decodeFanoutMessage(text);
    if (message && message.from !== instanceId) options.onMessage(message);
  });
  publisher.connect().catch(noop);
  subscriber.connect().catch(noop);

  const heartbeat = setInterval(() => refreshPresence(options.localUsers()), PRESENCE_REFRESH_MS);
  heartbeat.unref();

  const publish = (message: FanoutMessage): void => {
    if (publisher.status !== 'ready') return;
    publisher.publish(channel, encodeFanoutMessage(message)).catch(noop);
  };

  return {
    publishPush: (userIds, record) =>
      publish({ kind: 'push', from: instanceId, users: [...userIds], record }),
    publishRevoked: (userId) => publish({ kind: 'revoked', from: instanceId, user: userId }),

    async isOnlineElsewhere(userId) {
      if (publisher.status !== 'ready') return false;
      try {
        const holders = await publisher.zrangebyscore(presenceKey(userId), Date.now(), '+inf');
        return holders.some((holder) => holder !== instanceId);
      } catch {
        return false;
      }
    },

    userOnline: (userId) => refreshPresence([userId]),
    userOffline(userId) {
      if (publisher.status === 'ready') publisher.zrem(presenceKey(userId), instanceId).catch(noop);
    },

    async close() {
      closing = true;
      clearInterval(heartbeat);
      subscriber.disconnect();
      // QUIT answers after the commands sent before it (the last presence removals); bounded anyway.
      const quit = publisher.status === 'ready' ? publisher.quit().catch(noop) : Promise.resolve();
      await Promise.race([quit, new Promise((resolve) => setTimeout(resolve, CLOSE_TIMEOUT_MS).unref())]);
      publisher.disconnect();
    },
  };
}

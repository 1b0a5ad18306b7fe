// Rate limits on the sensitive calls (DESIGN §7), keyed by request.ip: that is the socket's address
// unless TRUST_PROXY is set, so a client cannot reset its count with a made-up X-Forwarded-For.
// A limited call answers 429 in the usual error shape, with Retry-After in seconds. With REDIS_URL the
// counters live in Redis (app.redis), so a limit holds across API instances.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { AppError } from './app-error';
import { redisReady } from './redis';

/** Call after registerRedis. */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // While Redis is unreachable a call is let through rather than failed: a limit is not worth a 500.
    ...(app.redis ? { redis: app.redis, nameSpace: 'rate-limit:', skipOnError: true } : {}),
  });
}

export interface LimitOptions {
  /** Names the counter, so two limits on one key do not share it. */
  name: string;
  max: number;
  /** Milliseconds. */
  timeWindow: number;
  /** Defaults to the client's address. */
  key?: (request: FastifyRequest) => string;
}

/**
 * A hook counting every call under its key; several can guard one route. As onRequest it counts even
 * calls that fail validation; as preHandler its key can read the validated body.
 */
export function limit(app: FastifyInstance, options: LimitOptions): onRequestAsyncHookHandler {
  const key = options.key ?? ((request: FastifyRequest) => request.ip);
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    keyGenerator: (request) => `${options.name}:${key(request)}`,
  });
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', Math.max(1, result.ttlInSeconds));
      throw new AppError('RATE_LIMITED');
    }
  };
}

export interface FailureLimitOptions {
  /** Names the counter in Redis. */
  name: string;
  max: number;
  /** Milliseconds, counted from the first failure of a window. */
  timeWindow: number;
  /** How many keys this process remembers at most (the oldest go first). */
  maxKeys?: number;
}

export interface FailureLimit {
  /**
   * Answers 429 (with Retry-After) when the key already has `max` failures in its window; else counts
   * this attempt as a failure in advance, so parallel attempts cannot slip past the limit. Call
   * `succeed` when the attempt turns out well.
   */
  attempt(key: string, reply: FastifyReply): Promise<void>;
  /** A successful attempt: forgets the key's failures. */
  succeed(key: string): Promise<void>;
}

interface FailureCount {
  /** Failures in the window, this attempt included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

function memoryFailures(options: FailureLimitOptions) {
  const failures = new LRUCache<string, { count: number; resetAt: number }>({
    max: options.maxKeys ?? 10_000,
  });
  return {
    count(key: string): FailureCount {
      const now = Date.now();
      const entry = failures.get(key);
      if (entry && entry.resetAt > now) {
        entry.count += 1;
        return { count: entry.count, ttlMs: entry.resetAt - now };
      }
      failures.set(key, { count: 1, resetAt: now + options.timeWindow });
      return { count: 1, ttlMs: options.timeWindow };
    },
    forget: (key: string) => void failures.delete(key),
  };
}

async function redisCount(redis: Redis, key: string, timeWindow: number): Promise<FailureCount> {
  // INCR then PEXPIRE NX in one round trip: the window starts at the first failure and is never reset.
  const result = await redis.multi().incr(key).pexpire(key, timeWindow, 'NX').pttl(key).exec();
  const count = Number(result?.[0]?.[1]);
  const ttlMs = Number(result?.[2]?.[1]);
  if (!result || result.some(([error]) => error) || !Number.isFinite(count)) throw new Error('failure count');
  return { count, ttlMs: ttlMs > 0 ? ttlMs : timeWindow };
}

/**
 * A limit that counts only failed attempts under a key (login per account), so nobody can lock an
 * account out with its right password; a success starts the count over. In Redis when it answers
 * (every instance shares the count), else in this process's memory.
 */
export function failureLimit(app: FastifyInstance, options: FailureLimitOptions): FailureLimit {
  const memory = memoryFailures(options);
  const redisKey = (key: string) => `failures:${options.name}:${key}`;
  const count = async (key: string): Promise<FailureCount> => {
    if (redisReady(app.redis)) {
      try {
        return await redisCount(app.redis, redisKey(key), options.timeWindow);
      } catch {
        // Redis went away mid-call: this process's count is better than none.
      }
    }
    return memory.count(key);
  };
  return {
    async attempt(key, reply) {
      const { count: failures, ttlMs } = await count(key);
      if (failures > options.max) {
        reply.header('retry-after', Math.max(1, Math.ceil(ttlMs / 1000)));
        throw new AppError('RATE_LIMITED');
      }
    },
    async succeed(key) {
      memory.forget(key);
      if (redisReady(app.redis)) await app.redis.del(redisKey(key)).catch(() => undefined);
    },
  };
}

// Rate limits on the sensitive calls (DESIGN §7), keyed by request.ip: that is the socket's address
// unless TRUST_PROXY is set, so a client cannot reset its count with a made-up X-Forwarded-For.
// A limited call answers 429 in the usual error shape, with Retry-After in seconds.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import { AppError } from './app-error';

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
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
  max: number;
  /** Milliseconds, counted from the first failure of a window. */
  timeWindow: number;
  /** How many keys are remembered at most (the oldest go first). */
  maxKeys?: number;
}

export interface FailureLimit {
  /**
   * Answers 429 (with Retry-After) when the key already has `max` failures in its window; else counts
   * this attempt as a failure in advance, so parallel attempts cannot slip past the limit. Call
   * `succeed` when the attempt turns out well.
   */
  attempt(key: string, reply: FastifyReply): void;
  /** A successful attempt: forgets the key's failures. */
  succeed(key: string): void;
}

/**
 * A limit that counts only failed attempts under a key (login per account), so nobody can lock an
 * account out with its right password; a success starts the count over. Kept in this process's
 * memory, like the other limits.
 */
export function failureLimit(options: FailureLimitOptions): FailureLimit {
  const failures = new LRUCache<string, { count: number; resetAt: number }>({
    max: options.maxKeys ?? 10_000,
  });
  return {
    attempt(key, reply) {
      const now = Date.now();
      const entry = failures.get(key);
      if (entry && entry.resetAt > now) {
        if (entry.count >= options.max) {
          reply.header('retry-after', Math.max(1, Math.ceil((entry.resetAt - now) / 1000)));
          throw new AppError('RATE_LIMITED');
        }
        entry.count += 1;
        return;
      }
      failures.set(key, { count: 1, resetAt: now + options.timeWindow });
    },
    succeed(key) {
      failures.delete(key);
    },
  };
}

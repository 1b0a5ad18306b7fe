// Rate limits on the sensitive calls (DESIGN §7), keyed by request.ip: that is the socket's address
// unless TRUST_PROXY is set, so a client cannot reset its count with a made-up X-Forwarded-For.
// A limited call answers 429 in the usual error shape, with Retry-After in seconds. With REDIS_URL the
// counters live in Redis (app.redis), so a limit holds across API instances. Failed logins have their
// own limits (login-limits.ts).
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from './app-error';

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

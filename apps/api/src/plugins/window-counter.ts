// Counts events (failed logins, mails sent) under a key in fixed windows that start at the first event:
// in Redis when it answers (every instance shares the count), else in this process's memory, so a limit
// built on it still holds while Redis is away. A failed login is counted before the attempt is judged,
// so parallel attempts cannot slip past a limit; a success takes its count back.
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { redisReady } from './redis';

export interface WindowCounterOptions {
  /** Names the counter in Redis. */
  name: string;
  /** Milliseconds, counted from the first event of a window. */
  timeWindow: number;
  /** How many keys this process remembers at most (the oldest go first). */
  maxKeys?: number;
}

export interface WindowCount {
  /** Events in the window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

export interface WindowCounter {
  /** Counts one event and answers the window's count. */
  add(key: string): Promise<WindowCount>;
  /** Takes back events counted in advance (a login attempt that turned out well); never below 0. */
  refund(key: string, events?: number): Promise<void>;
  /** Forgets every event of the key. */
  forget(key: string): Promise<void>;
  /** The key's events in its current window, counting none. */
  peek(key: string): Promise<number>;
}

function memoryCounter(options: WindowCounterOptions) {
  const windows = new LRUCache<string, { count: number; resetAt: number }>({
    max: options.maxKeys ?? 10_000,
  });
  return {
    add(key: string): WindowCount {
      const now = Date.now();
      const entry = windows.get(key);
      if (entry && entry.resetAt > now) {
        entry.count += 1;
        return { count: entry.count, ttlMs: entry.resetAt - now };
      }
      windows.set(key, { count: 1, resetAt: now + options.timeWindow });
      return { count: 1, ttlMs: options.timeWindow };
    },
    refund(key: string, events: number): void {
      const entry = windows.get(key);
      if (entry) entry.count = Math.max(0, entry.count - events);
    },
    forget: (key: string) => void windows.delete(key),
    peek(key: string): number {
      const entry = windows.get(key);
      return entry && entry.resetAt > Date.now() ? entry.count : 0;
    },
  };
}

async function redisAdd(redis: Redis, key: string, timeWindow: number): Promise<WindowCount> {
  // INCR then PEXPIRE NX in one round trip: the window starts at the first event and is never reset.
  const result = await redis.multi().incr(key).pexpire(key, timeWindow, 'NX').pttl(key).exec();
  const count = Number(result?.[0]?.[1]);
  const ttlMs = Number(result?.[2]?.[1]);
  if (!result || result.some(([error]) => error) || !Number.isFinite(count)) throw new Error('window count');
  return { count, ttlMs: ttlMs > 0 ? ttlMs : timeWindow };
}

// DECRBY only a key that still exists (on an expired one it would leave a count without an expiry), and
// never below 0.
const REFUND = `local count = tonumber(redis.call('get', KEYS[1]))
if not count or count <= 0 then return 0 end
return redis.call('decrby', KEYS[1], math.min(count, tonumber(ARGV[1])))`;

export function windowCounter(app: FastifyInstance, options: WindowCounterOptions): WindowCounter {
  const memory = memoryCounter(options);
  const redisKey = (key: string) => `counts:${options.name}:${key}`;
  return {
    async add(key) {
      if (redisReady(app.redis)) {
        try {
          return await redisAdd(app.redis, redisKey(key), options.timeWindow);
        } catch {
          // Redis went away mid-call: this process's count is better than none.
        }
      }
      return memory.add(key);
    },
    async refund(key, events = 1) {
      memory.refund(key, events);
      if (redisReady(app.redis))
        await app.redis.eval(REFUND, 1, redisKey(key), events).catch(() => undefined);
    },
    async forget(key) {
      memory.forget(key);
      if (redisReady(app.redis)) await app.redis.del(redisKey(key)).catch(() => undefined);
    },
    async peek(key) {
      if (redisReady(app.redis)) {
        const shared = await app.redis.get(redisKey(key)).catch(() => null);
        if (shared !== null) return Number(shared) || 0;
      }
      return memory.peek(key);
    },
  };
}

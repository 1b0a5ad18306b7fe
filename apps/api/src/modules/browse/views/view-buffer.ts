// Reading an ad never waits on a write: a view is buffered (in Redis when it answers, else in
// this process) and written in batches by flush(), which the timer in register-view-buffer.ts calls
// every few seconds and once more on shutdown. One view per visitor per ad per dedup window.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { Database } from '../../../db/database-types';
import { redisReady } from '../../../plugins/redis';
import { createMemoryViewStore } from './memory-view-store';
import { createRedisViewStore } from './redis-view-store';
import { addCounts } from './view-counts';
import type { ViewCounts } from './view-counts';
import { writeViews } from './write-views';

export const VIEW_DEDUP_MS = 60 * 60 * 1000;

export interface ViewBuffer {
  /** Buffers a view; false when this visitor's view of the ad was already counted within the window. */
  add(adId: number, visitor: string): Promise<boolean>;
  /** Writes every buffered view; answers how many. Flushes never overlap. */
  flush(): Promise<number>;
}

export interface ViewBufferOptions {
  db: Kysely<Database>;
  redis: Redis | undefined;
  log: FastifyBaseLogger;
  dedupMs?: number;
}

const total = (counts: ViewCounts): number => [...counts.values()].reduce((sum, views) => sum + views, 0);

export function createViewBuffer(options: ViewBufferOptions): ViewBuffer {
  const { db, redis, log } = options;
  const dedupMs = options.dedupMs ?? VIEW_DEDUP_MS;
  const memory = createMemoryViewStore(dedupMs);
  const shared = redis ? createRedisViewStore(redis, dedupMs) : undefined;
  let running: Promise<number> = Promise.resolve(0);

  const take = async (): Promise<ViewCounts> => {
    const counts = memory.take();
    if (shared && redisReady(redis)) {
      try {
        addCounts(counts, await shared.take());
      } catch (error) {
        // Whatever the script did not return stays in Redis for the next flush.
        log.warn({ err: error }, 'views: could not take the buffered views from Redis');
      }
    }
    return counts;
  };

  const flushOnce = async (): Promise<number> => {
    const counts = await take();
    try {
      await writeViews(db, counts);
      return total(counts);
    } catch (error) {
      memory.putBack(counts);
      log.error({ err: error, ads: counts.size }, 'views: write failed, kept for the next flush');
      return 0;
    }
  };

  return {
    async add(adId, visitor) {
      if (shared && redisReady(redis)) {
        try {
          return await shared.add(adId, visitor);
        } catch {
          // Redis went away mid-call: count in this process rather than lose the view.
        }
      }
      return memory.add(adId, visitor);
    },
    flush() {
      running = running.then(flushOnce);
      return running;
    },
  };
}

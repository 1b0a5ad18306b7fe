// Views buffered in Redis, shared by every instance: a hash of ad → pending count, and one key per
// visitor+ad (SET NX EX) for the one-view-per-hour rule. A flush takes the hash with one Lua script
// (read and delete atomically), so two instances never write the same views.
import type { Redis } from 'ioredis';
import type { ViewCounts } from './view-counts';

const PENDING_KEY = 'views:pending';
const seenKey = (visitor: string, adId: number) => `views:seen:${visitor}:${adId}`;

// HGETALL then DEL inside one script: nothing can be added in between and be deleted unread.
const TAKE_SCRIPT = `local v = redis.call('HGETALL', KEYS[1]); redis.call('DEL', KEYS[1]); return v`;

export interface RedisViewStore {
  add(adId: number, visitor: string): Promise<boolean>;
  take(): Promise<ViewCounts>;
  putBack(counts: ViewCounts): Promise<void>;
}

export function createRedisViewStore(redis: Redis, dedupMs: number): RedisViewStore {
  return {
    async add(adId, visitor) {
      const fresh = await redis.set(seenKey(visitor, adId), '1', 'PX', dedupMs, 'NX');
      if (fresh !== 'OK') return false;
      await redis.hincrby(PENDING_KEY, String(adId), 1);
      return true;
    },
    async take() {
      const flat = (await redis.eval(TAKE_SCRIPT, 1, PENDING_KEY)) as string[];
      const counts: ViewCounts = new Map();
      for (let i = 0; i + 1 < flat.length; i += 2) {
        const adId = Number(flat[i]);
        const views = Number(flat[i + 1]);
        if (Number.isInteger(adId) && adId > 0 && Number.isInteger(views) && views > 0)
          counts.set(adId, views);
      }
      return counts;
    },
    async putBack(counts) {
      if (counts.size === 0) return;
      const pipeline = redis.pipeline();
      for (const [adId, views] of counts) pipeline.hincrby(PENDING_KEY, String(adId), views);
      await pipeline.exec();
    },
  };
}

// Views buffered in this process: pending counts, and an LRU of visitor+ad keys that remembers a view
// for an hour, so a visitor counts once per ad per hour.
import { LRUCache } from 'lru-cache';
import { addCounts } from './view-counts';
import type { ViewCounts } from './view-counts';

/** Bounds the memory the dedup keys take; the oldest are forgotten first. */
const MAX_SEEN_KEYS = 200_000;

export interface MemoryViewStore {
  /** True when the view counts (the visitor had not viewed the ad within the window). */
  add(adId: number, visitor: string): boolean;
  /** Takes every pending count out of the buffer. */
  take(): ViewCounts;
  /** Puts counts back (their write failed), to be written with the next flush. */
  putBack(counts: ViewCounts): void;
}

export function createMemoryViewStore(dedupMs: number): MemoryViewStore {
  const seen = new LRUCache<string, true>({ max: MAX_SEEN_KEYS, ttl: dedupMs });
  let pending: ViewCounts = new Map();
  return {
    add(adId, visitor) {
      const key = `${visitor}:${adId}`;
      if (seen.has(key)) return false;
      seen.set(key, true);
      pending.set(adId, (pending.get(adId) ?? 0) + 1);
      return true;
    },
    take() {
      const taken = pending;
      pending = new Map();
      return taken;
    },
    putBack(counts) {
      addCounts(pending, counts);
    },
  };
}

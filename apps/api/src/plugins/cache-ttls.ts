// How long each group's entries live. Writes invalidate what they change, so the TTL bounds only what no
// write announces: the view count shown on an ad, ads expiring by date, trending scores, new matches for a search.
import type { CacheGroup } from '@kraam/shared';

/** Each group's TTL when set() names none. */
export const CACHE_TTL_MS: Record<CacheGroup, number> = {
  // Seed-only data: long.
  categoryTree: 60 * 60 * 1000,
  staticData: 60 * 60 * 1000,
  homeFeeds: 30 * 1000,
  // The view count on the page may lag this much.
  ad: 60 * 1000,
  booth: 5 * 60 * 1000,
  suggestions: 60 * 1000,
  search: 45 * 1000,
};

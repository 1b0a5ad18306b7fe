// The guest page cache's contract between the API (which knows what a write changed) and the web servers
// (which hold the cached HTML): the tags pages carry and the invalidation message (docs/decisions/0016-guest-page-cache.md).
import { z } from 'zod';

/** Tags of cached guest pages; the API names the same ones when a write changes what a page shows. */
export const pageCacheTags = {
  /** Every cached page: what the admin's "clear cache" drops. */
  all: 'all',
  /** Pages listing ads or categories: home, category, search and booth pages. */
  feed: 'feed',
  /** Every ad page: a change too wide to name ad by ad. */
  ads: 'ads',
  ad: (id: number) => `ad:${id}`,
  booth: (id: number) => `booth:${id}`,
} as const;

const MAX_TAGS = 500;
const pageCacheTagSchema = z.string().regex(/^(all|feed|ads|ad:\d{1,12}|booth:\d{1,12})$/);

/** Body of the web's invalidation endpoint and of the Redis message. */
export const pageCacheInvalidationSchema = z.object({
  tags: z.array(pageCacheTagSchema).min(1).max(MAX_TAGS),
});
export type PageCacheInvalidation = z.infer<typeof pageCacheInvalidationSchema>;

/** The web server's internal endpoint (answered before Next, never by a page). */
export const PAGE_CACHE_INVALIDATE_PATH = '/_kraam/page-cache/invalidate';
/** Carries the secret both processes share (PAGE_CACHE_SECRET). */
export const PAGE_CACHE_SECRET_HEADER = 'x-kraam-page-cache-secret';
/** Redis channel (after REDIS_KEY_PREFIX) when the instances share a Redis. */
export const PAGE_CACHE_CHANNEL = 'page-cache:invalidate';
/** Response header saying how the web server answered: hit, miss or bypass. */
export const PAGE_CACHE_STATUS_HEADER = 'x-kraam-page-cache';

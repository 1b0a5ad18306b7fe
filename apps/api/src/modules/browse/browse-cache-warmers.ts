// 'Add to Cache' for the browse reads: every shared home feed's first page, and one ad's public page.
import { HOME_FEED_FIRST_LIMIT, HOME_PROMOTED_LIMIT, HOME_SORTS, LANGUAGES } from '@kraam/shared';
import type { FastifyInstance } from 'fastify';
import { adCacheKey } from '../../plugins/cache-invalidation';
import { loadPublicAdPage } from './ad-detail';
import { homeFeedCacheKey, loadHomeFeed } from './home-feed-cache';
import type { FeedName } from './home-feed-cache';

const FEEDS: readonly FeedName[] = [...HOME_SORTS, 'promoted'];

export function registerBrowseWarmers(app: FastifyInstance): void {
  app.cacheWarmers.register('homeFeeds', async () => {
    let written = 0;
    for (const lang of LANGUAGES) {
      for (const feed of FEEDS) {
        // The pages the home page asks for, so its first render finds them cached.
        const limit = feed === 'promoted' ? HOME_PROMOTED_LIMIT : HOME_FEED_FIRST_LIMIT;
        const page = await loadHomeFeed(app.db, feed, lang, { limit, userId: null });
        await app.cache.set('homeFeeds', homeFeedCacheKey(feed, lang, limit), page);
        written += 1;
      }
    }
    return written;
  });
  app.cacheWarmers.register('ad', async (id) => {
    if (id === undefined) return 0;
    let written = 0;
    for (const lang of LANGUAGES) {
      const ad = await loadPublicAdPage(app.db, id, lang);
      if (!ad) return 0;
      await app.cache.set('ad', adCacheKey(id, lang), ad);
      written += 1;
    }
    return written;
  });
}

// Public lists of ads: GET /public/v2/Advertisement/GetAll (home feeds and the promoted strip) and
// GET /public/v2/Advertisement/GetAllWithFilter (search and category pages).
import {
  API_PATHS,
  adFilterQuerySchema,
  adListResponseSchema,
  errorResponseSchema,
  homeFeedQuerySchema,
} from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { cached } from '../../plugins/cache';
import { requestLang } from '../../plugins/request-lang';
import { homeFeedCacheKey, loadHomeFeed } from './home-feed-cache';
import { optionalUserId } from '../../plugins/optional-user';
import { searchCacheKey } from './search-cache-key';
import { searchPage } from './search-page';

const tags = ['browse'];

export const listRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    API_PATHS.homeFeed,
    {
      schema: {
        tags,
        summary:
          'Home feed of active ads (trending, forYou, newest, cheapest, mostExpensive); promoted=true gives the promoted strip',
        querystring: homeFeedQuerySchema,
        response: { 200: adListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { sort, promoted, cursor, limit } = request.query;
      const userId = sort === 'forYou' ? await optionalUserId(request) : null;
      const lang = requestLang(request);
      const feed = promoted ? 'promoted' : sort;
      const load = () => app.publicRead((db) => loadHomeFeed(db, feed, lang, { limit, cursor, userId }));
      // First pages only, and never a signed-in visitor's own 'forYou' feed.
      const shared = cursor === undefined && userId === null;
      const page = shared
        ? await cached(app.cache, 'homeFeeds', homeFeedCacheKey(feed, lang, limit), load)
        : await load();
      return { data: page.items, message: null, nextCursor: page.nextCursor };
    },
  );

  app.get(
    API_PATHS.adSearch,
    {
      schema: {
        tags,
        summary:
          'Active ads by text, category subtree, price, condition, delivery, photos, booth and place or radius; total on the first page',
        querystring: adFilterQuerySchema,
        response: { 200: adListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const lang = requestLang(request);
      const load = () => app.publicRead((db) => searchPage(db, request.query, lang));
      // First pages only: they are what popular searches repeat.
      const page = request.query.cursor
        ? await load()
        : await cached(app.cache, 'search', searchCacheKey(request.query, lang), load);
      return {
        data: page.items,
        message: null,
        nextCursor: page.nextCursor,
        ...(page.count ? { total: page.count.total, totalCapped: page.count.capped } : {}),
      };
    },
  );

  done();
};

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
import { requestLang } from '../../plugins/request-lang';
import { homeFeedSpec, promotedSpec } from './home-feed-spec';
import { listPage, listPosition } from './list-query';
import { optionalUserId } from './optional-user';
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
      const spec = promoted ? promotedSpec : await homeFeedSpec(app.db, sort, userId);
      const after = listPosition(spec, cursor);
      const page = await listPage(app.db, spec, requestLang(request), { limit, ...(after ? { after } : {}) });
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
      const page = await searchPage(app.db, request.query, requestLang(request));
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

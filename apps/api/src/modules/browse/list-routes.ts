// Public lists of ads: GET /public/v2/Advertisement/GetAll (home feeds and the promoted strip) and
// GET /public/v2/Advertisement/GetAllWithFilter (search and category pages).
import {
  API_PATHS,
  TOTAL_COUNT_CAP,
  adFilterQuerySchema,
  adListResponseSchema,
  errorResponseSchema,
  homeFeedQuerySchema,
} from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requestLang } from '../../plugins/request-lang';
import { resolveReferences } from './filter-references';
import { homeFeedSpec, promotedSpec } from './home-feed-spec';
import { countCapped, listPage, listPosition } from './list-query';
import { optionalUserId } from './optional-user';
import { searchSpec } from './search-spec';

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
      const query = request.query;
      const { spec, count: known } = await searchSpec(app.db, query, await resolveReferences(app.db, query));
      const after = listPosition(spec, query.cursor);
      // The total is for the first page; later pages skip the count.
      const counting = !after && !known;
      const page = await listPage(app.db, spec, requestLang(request), {
        limit: query.limit,
        ...(after ? { after } : {}),
        ...(counting ? { countCap: TOTAL_COUNT_CAP } : {}),
      });
      const count = after
        ? undefined
        : (known ?? page.count ?? (await countCapped(app.db, spec, TOTAL_COUNT_CAP)));
      return {
        data: page.items,
        message: null,
        nextCursor: page.nextCursor,
        ...(count ? { total: count.total, totalCapped: count.capped } : {}),
      };
    },
  );

  done();
};

// GET /public/v2/Sitemap/GetAll: ids and change times for /sitemap.xml, one kind and page at a time.
import { API_PATHS, errorResponseSchema, sitemapQuerySchema, sitemapResponseSchema } from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { sitemapPage } from './sitemap-repository';

export const sitemapRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    API_PATHS.sitemap,
    {
      schema: {
        tags: ['browse'],
        summary:
          'Categories, booths or active ads (ids and updatedAt) for the sitemap, by page, with the number of pages',
        querystring: sitemapQuerySchema,
        response: { 200: sitemapResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await sitemapPage(app.db, request.query.kind, request.query.page),
      message: null,
    }),
  );
  done();
};

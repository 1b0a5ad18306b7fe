// GET /public/v2/Category/GetTree?lang=: the whole tree, priority ascending at every level, cached per language.
import { API_PATHS, categoryTreeResponseSchema, errorResponseSchema, langQuerySchema } from '@kraam/shared';
import type { CategoryNode } from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { cached } from '../../plugins/cache';
import { loadCategoryRows } from './category-repository';
import { buildCategoryTree } from './category-tree';

export const categoryRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    API_PATHS.categoryTree,
    {
      schema: {
        tags: ['categories'],
        summary: 'The category tree with titles in the requested language',
        querystring: langQuerySchema,
        response: { 200: categoryTreeResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { lang } = request.query;
      const data = await cached<CategoryNode[]>(app.cache, 'categoryTree', lang, async () =>
        buildCategoryTree(await loadCategoryRows(app.db, lang)),
      );
      return { data, message: null };
    },
  );
  done();
};

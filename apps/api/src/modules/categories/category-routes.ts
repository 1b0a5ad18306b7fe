// GET /public/v2/Category/GetTree?lang=: the whole tree, priority ascending at every level, cached per language
// (seed-only data: no write invalidates it; the admin can clear it).
import {
  API_PATHS,
  LANGUAGES,
  categoryTreeResponseSchema,
  errorResponseSchema,
  langQuerySchema,
} from '@kraam/shared';
import type { CategoryNode, Lang } from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { cached } from '../../plugins/cache';
import { loadCategoryRows } from './category-repository';
import { buildCategoryTree } from './category-tree';

export const categoryRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const loadTree = async (lang: Lang): Promise<CategoryNode[]> =>
    buildCategoryTree(await loadCategoryRows(app.db, lang));

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
      return { data: await cached(app.cache, 'categoryTree', lang, () => loadTree(lang)), message: null };
    },
  );
  app.cacheWarmers.register('categoryTree', async () => {
    for (const lang of LANGUAGES) await app.cache.set('categoryTree', lang, await loadTree(lang));
    return LANGUAGES.length;
  });
  done();
};

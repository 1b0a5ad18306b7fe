// GET /public/getStaticsData?lang=: the company block (name, logo, slogan, contact) in one language.
import {
  API_PATHS,
  LANGUAGES,
  errorResponseSchema,
  langQuerySchema,
  staticDataResponseSchema,
} from '@kraam/shared';
import type { StaticData } from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/app-error';
import { cached } from '../../plugins/cache';
import { loadStaticData } from './static-data-repository';

export const staticDataRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    API_PATHS.staticData,
    {
      schema: {
        tags: ['static data'],
        summary: 'Company name, logo, slogan and contact details',
        querystring: langQuerySchema,
        response: { 200: staticDataResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { lang } = request.query;
      const data = await cached<StaticData | undefined>(app.cache, 'staticData', lang, () =>
        loadStaticData(app.db, lang),
      );
      if (!data) throw new AppError('NOT_FOUND');
      return { data, message: null };
    },
  );
  app.cacheWarmers.register('staticData', async () => {
    let written = 0;
    for (const lang of LANGUAGES) {
      const data = await loadStaticData(app.db, lang);
      if (data) await app.cache.set('staticData', lang, data);
      written += data ? 1 : 0;
    }
    return written;
  });
  done();
};

// GET /exhibitor/v2/Category/GetFields?categoryId=&lang=: the fields an ad in that category fills in.
import {
  API_PATHS,
  categoryFieldsQuerySchema,
  categoryFieldsResponseSchema,
  errorResponseSchema,
} from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/app-error';
import { categoryIsLeaf, loadCategoryFields, localiseField } from './category-field-repository';

export const categoryFieldRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    API_PATHS.categoryFields,
    {
      schema: {
        tags: ['advertisements'],
        summary: "A category's ad fields, inherited ones included, labels in the requested language",
        security: [{ bearerAuth: [] }],
        querystring: categoryFieldsQuerySchema,
        response: {
          200: categoryFieldsResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { categoryId, lang } = request.query;
      if ((await categoryIsLeaf(app.db, categoryId)) === undefined) throw new AppError('NOT_FOUND');
      const fields = await loadCategoryFields(app.db, categoryId);
      return { data: fields.map((field) => localiseField(field, lang)), message: null };
    },
  );
  done();
};

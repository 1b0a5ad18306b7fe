// GET /exhibitor/v2/Category/GetFields?categoryId=&lang=: the fields an ad in that category fills in.
// GET /public/v2/Category/GetFields: the same, for the filters of a category's ads page.
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
  const route = (path: string, signedIn: boolean) =>
    app.get(
      path,
      {
        schema: {
          tags: ['advertisements'],
          summary: signedIn
            ? "A category's ad fields, inherited ones included, labels in the requested language"
            : "A category's ad fields for its filters, inherited ones included",
          ...(signedIn ? { security: [{ bearerAuth: [] }] } : {}),
          querystring: categoryFieldsQuerySchema,
          response: {
            200: categoryFieldsResponseSchema,
            400: errorResponseSchema,
            ...(signedIn ? { 401: errorResponseSchema } : {}),
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
  route(API_PATHS.categoryFields, true);
  route(API_PATHS.publicCategoryFields, false);
  done();
};

// GET /exhibitor/v2/WishList/GetAll and /exhibitor/v2/LastVisit/GetAll: the caller's own favourites and
// recently viewed ads, newest first, active ads only.
import { API_PATHS, adListResponseSchema, errorResponseSchema, ownListQuerySchema } from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { requestLang } from '../../plugins/request-lang';
import { lastVisitsSpec, wishListSpec } from './favorites-repository';
import { listPage, listPosition } from './list-query';
import type { ListSpec } from './list-spec';

const schema = (summary: string) => ({
  tags: ['browse'],
  summary,
  security: [{ bearerAuth: [] }],
  querystring: ownListQuerySchema,
  response: { 200: adListResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
});

export const ownListRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const routes: [string, string, (userId: number) => ListSpec][] = [
    [API_PATHS.wishList, 'Favourite ads of the logged-in user, last added first', wishListSpec],
    [API_PATHS.lastVisits, 'Recently viewed ads of the logged-in user, last visit first', lastVisitsSpec],
  ];
  for (const [path, summary, specOf] of routes) {
    app.get(path, { schema: schema(summary) }, async (request) => {
      const spec = specOf(currentUser(request).id);
      const after = listPosition(spec, request.query.cursor);
      const page = await listPage(app.db, spec, requestLang(request), {
        limit: request.query.limit,
        ...(after ? { after } : {}),
      });
      return { data: page.items, message: null, nextCursor: page.nextCursor };
    });
  }
  done();
};

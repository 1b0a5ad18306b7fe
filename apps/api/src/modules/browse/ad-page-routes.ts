// GET /public/v2/Advertisement/Get (the ad page), POST /public/v2/Advertisement/Like (favourite toggle)
// and GET /public/v2/Search/Get (suggestions).
import {
  API_PATHS,
  adDetailQuerySchema,
  adDetailResponseSchema,
  errorResponseSchema,
  likeBodySchema,
  likeResponseSchema,
  searchSuggestionQuerySchema,
  searchSuggestionsResponseSchema,
} from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/app-error';
import { currentUser, requireUser } from '../../plugins/auth';
import { infoMessage } from '../../plugins/messages';
import { requestLang } from '../../plugins/request-lang';
import { loadAdPage } from './ad-detail';
import { toggleLike } from './favorites-repository';
import { optionalUserId } from './optional-user';
import { findSuggestions } from './suggestion-repository';

const tags = ['browse'];

export const adPageRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    API_PATHS.adDetail,
    {
      schema: {
        tags,
        summary:
          'An active ad (reserved ones too) with photos, fields, booth, place, related ads and its neighbours in `list`; counts a view unless countView=false',
        querystring: adDetailQuerySchema,
        response: { 200: adDetailResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const ad = await loadAdPage(app.db, {
        id: request.query.id,
        lang: requestLang(request),
        list: request.query.list,
        userId: await optionalUserId(request),
        countView: request.query.countView ?? true,
      });
      if (!ad) throw new AppError('NOT_FOUND');
      return { data: ad, message: null };
    },
  );

  app.post(
    API_PATHS.adLike,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Adds an active ad to the favourites of the logged-in user, or removes it when it is there',
        security: [{ bearerAuth: [] }],
        body: likeBodySchema,
        response: {
          200: likeResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const adId = request.body.advertisementId;
      const result = await toggleLike(app.db, currentUser(request).id, adId);
      if (!result) throw new AppError('NOT_FOUND');
      return {
        data: { advertisementId: adId, ...result },
        message: infoMessage(requestLang(request), result.liked ? 'FAVORITE_ADDED' : 'FAVORITE_REMOVED'),
      };
    },
  );

  app.get(
    API_PATHS.suggestions,
    {
      schema: {
        tags,
        summary: 'Up to 10 suggestions (booths, then active ads) for a term longer than 2 characters',
        querystring: searchSuggestionQuerySchema,
        response: { 200: searchSuggestionsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ data: await findSuggestions(app.db, request.query.searchTerm), message: null }),
  );

  done();
};

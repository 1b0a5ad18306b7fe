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
import { currentUser } from '../../plugins/auth';
import { removedByModeration } from '../../db/moderated-content';
import { cached } from '../../plugins/cache';
import { adCacheKey, adCountersChanged } from '../../plugins/cache-invalidation';
import { infoMessage } from '../../plugins/messages';
import { requestLang } from '../../plugins/request-lang';
import { loadPublicAdPage, visitorParts } from './ad-detail';
import { OWN_AD, toggleLike } from './favorites-repository';
import { optionalUserId } from '../../plugins/optional-user';
import { findSuggestions } from './suggestion-repository';

const tags = ['browse'];

export const adPageRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    API_PATHS.adDetail,
    {
      schema: {
        tags,
        summary:
          'An active ad (reserved ones too) with photos, fields, booth, place, related ads and its neighbours in `list`; counts no view (see Advertisement/View)',
        querystring: adDetailQuerySchema,
        response: {
          200: adDetailResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          410: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { id, list } = request.query;
      const lang = requestLang(request);
      const ad = await cached(app.cache, 'ad', adCacheKey(id, lang), () =>
        app.publicRead((db) => loadPublicAdPage(db, id, lang)),
      );
      if (!ad)
        throw (await removedByModeration(app.db, 'ad', id))
          ? new AppError('GONE', 'AD_REMOVED')
          : new AppError('NOT_FOUND');
      const userId = await optionalUserId(request);
      return {
        data: { ...ad, ...(await app.publicRead((db) => visitorParts(db, id, list, userId))) },
        message: null,
      };
    },
  );

  app.post(
    API_PATHS.adLike,
    {
      // Outside /exhibitor/ (SPEC §7 fixes the path): the signed-in gate takes it by this flag.
      config: { signedIn: true },
      schema: {
        tags,
        summary:
          'Adds an active ad to the favourites of the logged-in user, or removes it when it is there; liked: true only adds, false only removes',
        security: [{ bearerAuth: [] }],
        body: likeBodySchema,
        response: {
          200: likeResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const adId = request.body.advertisementId;
      const result = await toggleLike(app.db, currentUser(request).id, adId, request.body.liked);
      if (!result) throw new AppError('NOT_FOUND');
      if (result === OWN_AD) throw new AppError('FORBIDDEN', 'LIKE_OWN_AD');
      await adCountersChanged(app, adId);
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
    async (request) => {
      // Matching lower-cases the term, so differently cased terms share an entry.
      const term = request.query.searchTerm.toLowerCase();
      return {
        data: await cached(app.cache, 'suggestions', term, () =>
          app.publicRead((db) => findSuggestions(db, term)),
        ),
        message: null,
      };
    },
  );

  done();
};

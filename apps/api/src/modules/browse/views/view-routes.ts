// POST /public/v2/Advertisement/View: the beacon the ad page sends once it is shown in a browser, so
// prefetches, server renders and robots count nothing. The view is buffered (never written here); a
// signed-in visitor's visit goes to their recently viewed list. The seller's own visits count neither.
import { API_PATHS, adViewBodySchema, adViewResponseSchema, errorResponseSchema } from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { isActive } from '../../../db/active-ads';
import { limit } from '../../../plugins/rate-limit';
import { optionalUserId } from '../../../plugins/optional-user';
import { recordLastVisit } from '../view-tracking';
import { isBotAgent } from './bot-agents';
import { visitorKey } from './visitor-key';

/** Generous: a person opens far fewer ad pages a minute; this only stops a loop. */
const BEACON_LIMIT = { max: 120, timeWindow: 60_000 };

export const viewRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    API_PATHS.adView,
    {
      onRequest: limit(app, { name: 'ad-view', ...BEACON_LIMIT }),
      schema: {
        tags: ['browse'],
        summary: "The shown ad page's beacon: one view per visitor per ad per hour, buffered",
        body: adViewBodySchema,
        response: { 200: adViewResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const adId = request.body.advertisementId;
      const userId = await optionalUserId(request);
      if (userId !== null) {
        const ad = await app.db
          .selectFrom('ads')
          .select('user_id')
          .where('id', '=', adId)
          .where(isActive('ads'))
          .executeTakeFirst();
        if (!ad || ad.user_id === userId) return { data: null, message: null };
        await recordLastVisit(app.db, userId, adId);
      }
      // Robots count no view. A signed-in visitor's own recently viewed list (above) is theirs whatever
      // their browser calls itself: a headless or automated browser of a person still records it.
      if (isBotAgent(request.headers['user-agent'])) return { data: null, message: null };
      // A guest's beacon touches no table: an id that is no ad is dropped when the views are written.
      await app.viewBuffer.add(adId, visitorKey(request, userId));
      return { data: null, message: null };
    },
  );

  done();
};

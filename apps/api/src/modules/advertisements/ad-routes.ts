// /exhibitor/v2/Advertisement/{Insert,Edit,Delete,Get,GetAll}: the logged-in seller's own ads.
// Another user's ad and a deleted ad answer 404 and nothing changes.
import {
  API_PATHS,
  adDeleteQuerySchema,
  adEditBodySchema,
  adIdQuerySchema,
  adInsertBodySchema,
  errorResponseSchema,
  messageResponseSchema,
  ownAdResponseSchema,
  ownAdsQuerySchema,
  ownAdsResponseSchema,
} from '@kraam/shared';
import type { Lang } from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ownsAd } from '../../db/ad-queries';
import { releaseAfterCommit, releaseDeletedAdPhotos } from '../../files/file-release';
import { isTimestampKey, positionFromQuery } from '../../db/keyset-cursor';
import { AppError } from '../../plugins/app-error';
import { currentUser } from '../../plugins/auth';
import { adsChanged } from '../../plugins/cache-invalidation';
import { limit } from '../../plugins/rate-limit';
import { infoMessage } from '../../plugins/messages';
import type { InfoMessageKey } from '../../plugins/messages';
import { requestLang } from '../../plugins/request-lang';
import { checkAdReferences } from './ad-references';
import { boothIdOfUser, insertAd, softDeleteAd, updateAd } from './ad-repository';
import { OWN_ADS_LIST, findOwnAd, listOwnAds } from './own-ad-queries';
import { latestPriceChangeId, previousPrice, priceLowered } from './price-drop';

const tags = ['advertisements'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema };
const notFound = { 404: errorResponseSchema };

/** Posting limit per seller (DESIGN §7): generous for a busy shop, a wall for a script. */
export const AD_INSERTS_PER_HOUR = 60;

export const adRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const insertLimit = limit(app, {
    name: 'ad-insert',
    max: AD_INSERTS_PER_HOUR,
    timeWindow: 3_600_000,
    key: (request) => String(currentUser(request).id),
  });
  const answer = async (userId: number, adId: number, lang: Lang, message: InfoMessageKey | null) => {
    const ad = await findOwnAd(app.db, userId, adId, lang, new Date());
    if (!ad) throw new AppError('NOT_FOUND');
    return { data: ad, message: message && infoMessage(lang, message) };
  };

  app.post(
    API_PATHS.adInsert,
    {
      preHandler: insertLimit,
      schema: {
        tags,
        summary: 'Publish a new ad for a free period (409 NO_BOOTH without a booth)',
        security,
        body: adInsertBodySchema,
        response: { 200: ownAdResponseSchema, ...errors, 409: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const boothId = await boothIdOfUser(app.db, userId);
      if (boothId === undefined) throw new AppError('NO_BOOTH');
      const { imageIds, ...body } = request.body;
      const adId = await app.adEvents.write(async (trx, tell) => {
        const checked = await checkAdReferences(trx, userId, body, imageIds);
        const id = await insertAd(trx, { userId, boothId, body, checked, imageIds, now: new Date() });
        tell({ kind: 'visible', adIds: [id] });
        return id;
      });
      await adsChanged(app, [adId]);
      return answer(userId, adId, requestLang(request), 'AD_PUBLISHED');
    },
  );

  app.put(
    API_PATHS.adEdit,
    {
      schema: {
        tags,
        summary: 'Replace an own ad except its photos and lifecycle',
        security,
        body: adEditBodySchema,
        response: { 200: ownAdResponseSchema, ...errors, ...notFound },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { id, ...body } = request.body;
      if (!(await ownsAd(app.db, userId, id))) throw new AppError('NOT_FOUND');
      const checked = await checkAdReferences(app.db, userId, body);
      await app.adEvents.write(async (trx, tell) => {
        const before = await previousPrice(trx, id);
        if (!before || !(await updateAd(trx, userId, id, body, checked))) throw new AppError('NOT_FOUND');
        const priceChangeId = priceLowered(before, body) ? await latestPriceChangeId(trx, id) : undefined;
        if (priceChangeId !== undefined)
          tell({
            kind: 'priceLowered',
            adId: id,
            previousPriceCents: before.price_cents === null ? null : Number(before.price_cents),
            priceChangeId,
          });
      });
      await adsChanged(app, [id]);
      return answer(userId, id, requestLang(request), 'AD_SAVED');
    },
  );

  app.delete(
    API_PATHS.adDelete,
    {
      schema: {
        tags,
        summary: 'Delete an own ad (it leaves every list; the row is kept)',
        security,
        querystring: adDeleteQuerySchema,
        response: { 200: messageResponseSchema, ...errors, ...notFound },
      },
    },
    async (request) => {
      await app.adEvents.write(async (trx, tell) => {
        if (!(await softDeleteAd(trx, currentUser(request).id, request.query.id)))
          throw new AppError('NOT_FOUND');
        tell({ kind: 'removed', adIds: [request.query.id] });
      });
      // A deleted ad's photos stop being served at once rather than staying downloadable.
      await releaseAfterCommit(request.log, () => releaseDeletedAdPhotos(app, [request.query.id]));
      await adsChanged(app, [request.query.id]);
      return { data: null, message: infoMessage(requestLang(request), 'AD_DELETED') };
    },
  );

  app.get(
    API_PATHS.ownAd,
    {
      schema: {
        tags,
        summary: 'One own ad with everything the edit form needs',
        security,
        querystring: adIdQuerySchema,
        response: { 200: ownAdResponseSchema, ...errors, ...notFound },
      },
    },
    async (request) => answer(currentUser(request).id, request.query.id, requestLang(request), null),
  );

  app.get(
    API_PATHS.ownAds,
    {
      schema: {
        tags,
        summary: 'My ads by tab (published, paid, expired), newest first; pass nextCursor as cursor for more',
        security,
        querystring: ownAdsQuerySchema,
        response: { 200: ownAdsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { tab, lang, cursor, limit } = request.query;
      const after = positionFromQuery(OWN_ADS_LIST, cursor, isTimestampKey);
      const { ads, nextCursor, total } = await listOwnAds(
        app.db,
        currentUser(request).id,
        { tab, lang, limit, ...(after ? { after } : {}) },
        new Date(),
      );
      return { data: ads, message: null, nextCursor, total };
    },
  );

  done();
};

// /exhibitor/v2/Bid/{Insert,Delete,Accept,Decline,Settings} and /public/v2/Bid/GetAll (decision 0046).
// Writes run in app.adEvents.write, so an accepted bid's 'reserved' reaches whoever favourited the ad.
import {
  API_PATHS,
  bidAnswerBodySchema,
  bidBoardResponseSchema,
  bidDeleteQuerySchema,
  bidInsertBodySchema,
  bidListQuerySchema,
  bidResultResponseSchema,
  bidSettingsBodySchema,
  bidSettingsResponseSchema,
  errorResponseSchema,
} from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { infoMessage } from '../../plugins/messages';
import type { InfoMessageKey } from '../../plugins/messages';
import { optionalUserId } from '../../plugins/optional-user';
import { requestLang } from '../../plugins/request-lang';
import { bidBoard, bidResult } from './bid-board';
import { afterAcceptance, afterDecline, afterPlacing, afterWithdrawal } from './bid-effects';
import { acceptBid, declineBid, placeBid, saveSettings, withdrawBid } from './bid-store';

const tags = ['bids'];
const security = [{ bearerAuth: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const toCents = (euros: number | null) => (euros === null ? null : euros * 100);

export const bidRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    API_PATHS.bids,
    {
      schema: {
        tags,
        summary:
          "An ad's bids, highest first, as everyone sees them (no bidder's email or id); the seller also gets their settings",
        querystring: bidListQuerySchema,
        response: { 200: bidBoardResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const viewerId = await optionalUserId(request);
      // Per viewer and live: no shared cache may keep it.
      void reply.header('cache-control', 'private, no-store');
      return {
        data: await bidBoard(app.db, request.query.advertisementId, viewerId, new Date()),
        message: null,
      };
    },
  );

  app.post(
    API_PATHS.bidInsert,
    {
      schema: {
        tags,
        summary:
          'Bid whole euros on an ad that takes bids; a new bid must beat your open one, which it replaces; at most 10 an hour',
        security,
        body: bidInsertBodySchema,
        response: { 200: bidResultResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const { advertisementId, amount } = request.body;
      const placed = await app.adEvents.write(async (trx, tell) => {
        const result = await placeBid(
          trx,
          currentUser(request).id,
          { adId: advertisementId, amountCents: amount * 100 },
          new Date(),
        );
        if (result.acceptance) tell({ kind: 'reserved', adIds: [advertisementId] });
        return result;
      });
      await afterPlacing(app, placed);
      const message: InfoMessageKey =
        placed.status === 'accepted'
          ? 'BID_AUTO_ACCEPTED'
          : placed.status === 'declined'
            ? 'BID_AUTO_DECLINED'
            : 'BID_PLACED';
      return {
        data: { id: placed.bidId, advertisementId, amount, status: placed.status },
        message: infoMessage(requestLang(request), message),
      };
    },
  );

  app.delete(
    API_PATHS.bidDelete,
    {
      schema: {
        tags,
        summary: 'Withdraw your open bid; an accepted bid cannot be withdrawn',
        security,
        querystring: bidDeleteQuerySchema,
        response: { 200: bidResultResponseSchema, ...errors },
      },
    },
    async (request) => {
      const withdrawn = await app.db
        .transaction()
        .execute((trx) => withdrawBid(trx, currentUser(request).id, request.query.id, new Date()));
      await afterWithdrawal(app, withdrawn);
      return {
        data: {
          id: withdrawn.bidId,
          advertisementId: withdrawn.adId,
          amount: withdrawn.amountCents / 100,
          status: 'withdrawn' as const,
        },
        message: infoMessage(requestLang(request), 'BID_WITHDRAWN'),
      };
    },
  );

  app.post(
    API_PATHS.bidAccept,
    {
      schema: {
        tags,
        summary:
          'Accept a bid on your ad: the ad is reserved, the bidder gets a chat message, the other bidders are told; again answers the same',
        security,
        body: bidAnswerBodySchema,
        response: { 200: bidResultResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { bidId } = request.body;
      const acceptance = await app.adEvents.write(async (trx, tell) => {
        const result = await acceptBid(trx, currentUser(request).id, bidId, new Date());
        if (result) tell({ kind: 'reserved', adIds: [result.adId] });
        return result;
      });
      if (acceptance) await afterAcceptance(app, acceptance);
      return {
        data: await bidResult(app.db, bidId),
        message: infoMessage(requestLang(request), 'BID_ACCEPTED'),
      };
    },
  );

  app.post(
    API_PATHS.bidDecline,
    {
      schema: {
        tags,
        summary: 'Decline a bid on your ad; the bidder is told',
        security,
        body: bidAnswerBodySchema,
        response: { 200: bidResultResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { bidId } = request.body;
      const declined = await app.db
        .transaction()
        .execute((trx) => declineBid(trx, currentUser(request).id, bidId, new Date()));
      if (declined) await afterDecline(app, declined);
      return {
        data: await bidResult(app.db, bidId),
        message: infoMessage(requestLang(request), 'BID_DECLINED'),
      };
    },
  );

  app.put(
    API_PATHS.bidSettings,
    {
      schema: {
        tags,
        summary:
          "Your bidding choices for an own ad: bids on a 'Prijs in overleg' ad, its minimum, and the private thresholds",
        security,
        body: bidSettingsBodySchema,
        response: { 200: bidSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { advertisementId, allowBids, minimum, autoDeclineBelow, autoAcceptAt } = request.body;
      await app.db.transaction().execute((trx) =>
        saveSettings(
          trx,
          currentUser(request).id,
          advertisementId,
          {
            allowBids,
            minimumCents: toCents(minimum),
            autoDeclineBelowCents: toCents(autoDeclineBelow),
            autoAcceptAtCents: toCents(autoAcceptAt),
          },
          new Date(),
        ),
      );
      return {
        data: { allowBids, minimum, autoDeclineBelow, autoAcceptAt },
        message: infoMessage(requestLang(request), 'BID_SETTINGS_SAVED'),
      };
    },
  );

  done();
};

// /exhibitor/v2/Review/{Get,Insert,Reply,MarkSold} and /public/v2/Review/GetAll (decision 0047).
import {
  API_PATHS,
  errorResponseSchema,
  noDataSchema,
  envelope,
  reviewConversationQuerySchema,
  reviewInsertBodySchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewMarkSoldBodySchema,
  reviewReplyBodySchema,
  reviewResponseSchema,
  reviewStatusResponseSchema,
  shortName,
} from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ratingOf } from '../../db/review-rating';
import { AppError } from '../../plugins/app-error';
import { currentUser } from '../../plugins/auth';
import { adsChanged, ratingChanged } from '../../plugins/cache-invalidation';
import { infoMessage } from '../../plugins/messages';
import { requestLang } from '../../plugins/request-lang';
import { reviewStanding } from './review-access';
import { insertReview, replyToReview, reviewById, visibleReviewsOf } from './review-store';

const tags = ['reviews'];
const security = [{ bearerAuth: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const reviewRoutes: FastifyPluginCallbackZod<{ minAgeHours: number }> = (app, options, done) => {
  const standing = (userId: number, conversationId: number) =>
    reviewStanding(app.db, userId, conversationId, { minAgeHours: options.minAgeHours, now: new Date() });

  app.get(
    API_PATHS.reviews,
    {
      schema: {
        tags,
        summary: "A booth owner's visible reviews, newest first, with their average and count",
        querystring: reviewListQuerySchema,
        response: { 200: reviewListResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const booth = await app.db
        .selectFrom('booths')
        .select('user_id')
        .where('id', '=', request.query.boothId)
        .where('removed_decision_id', 'is', null)
        .executeTakeFirst();
      if (!booth) throw new AppError('NOT_FOUND');
      const [rating, reviews] = await Promise.all([
        ratingOf(app.db, booth.user_id),
        visibleReviewsOf(app.db, booth.user_id),
      ]);
      return { data: { rating, reviews }, message: null };
    },
  );

  app.get(
    API_PATHS.reviewStatus,
    {
      schema: {
        tags,
        summary: 'Where you stand on reviewing the other person of a conversation about an ad',
        security,
        querystring: reviewConversationQuerySchema,
        response: {
          200: reviewStatusResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const viewerId = currentUser(request).id;
      const s = await standing(viewerId, request.query.conversationId);
      const other = await app.db
        .selectFrom('users')
        .select(['first_name', 'last_name'])
        .where('id', '=', s.otherId)
        .executeTakeFirstOrThrow();
      return {
        data: {
          conversationId: s.conversationId,
          state: s.state,
          role: s.role,
          otherName: shortName(other.first_name, other.last_name),
          saleConfirmed: s.saleConfirmed,
          canMarkSold: s.role === 'seller' && !s.saleConfirmed,
          mine: await reviewById(app.db, s.myReviewId, { visibleOnly: false }),
          theirs: await reviewById(app.db, s.theirReviewId, { visibleOnly: true }),
        },
        message: null,
      };
    },
  );

  app.post(
    API_PATHS.reviewInsert,
    {
      schema: {
        tags,
        summary:
          'Review the other person of a conversation about an ad: 1–5 stars, tags, text; once, while the window is open',
        security,
        body: reviewInsertBodySchema,
        response: { 200: reviewResponseSchema, ...errors },
      },
    },
    async (request) => {
      const s = await standing(currentUser(request).id, request.body.conversationId);
      const id = await insertReview(app.db, s, request.body);
      await ratingChanged(app, s.otherId);
      const review = await reviewById(app.db, id, { visibleOnly: false });
      if (!review) throw new AppError('NOT_FOUND');
      return { data: review, message: infoMessage(requestLang(request), 'REVIEW_SAVED') };
    },
  );

  app.post(
    API_PATHS.reviewReply,
    {
      schema: {
        tags,
        summary: 'Reply once, in public, to a visible review of you',
        security,
        body: reviewReplyBodySchema,
        response: { 200: reviewResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await replyToReview(app.db, userId, request.body.reviewId, request.body.text);
      await ratingChanged(app, userId);
      const review = await reviewById(app.db, request.body.reviewId, { visibleOnly: true });
      if (!review) throw new AppError('NOT_FOUND');
      return { data: review, message: infoMessage(requestLang(request), 'REVIEW_REPLY_SAVED') };
    },
  );

  app.post(
    API_PATHS.reviewMarkSold,
    {
      schema: {
        tags,
        summary:
          "Mark your ad sold to this conversation's buyer: the ad is sold and the reviews say 'verkoop bevestigd'",
        security,
        body: reviewMarkSoldBodySchema,
        response: { 200: envelope(noDataSchema), ...errors },
      },
    },
    async (request) => {
      const s = await standing(currentUser(request).id, request.body.conversationId);
      if (s.role !== 'seller') throw new AppError('NOT_FOUND');
      await app.adEvents.write(async (trx, tell) => {
        // One buyer per sale: another conversation about the same ad marked already is refused.
        const other = await trx
          .selectFrom('conversation_sales as s')
          .innerJoin('conversations as c', 'c.id', 's.conversation_id')
          .select('s.conversation_id')
          .where('c.ad_id', '=', s.adId)
          .where('s.conversation_id', '!=', s.conversationId)
          .executeTakeFirst();
        if (other) throw new AppError('CONFLICT', 'SALE_MARKED_OTHER');
        const marked = await trx
          .insertInto('conversation_sales')
          .values({ conversation_id: s.conversationId })
          .onConflict((oc) => oc.column('conversation_id').doNothing())
          .returning('conversation_id')
          .executeTakeFirst();
        if (!marked) return;
        const sold = await trx
          .updateTable('ads')
          .set({ trade_state: 'sold', updated_at: new Date() })
          .where('id', '=', s.adId)
          .where('trade_state', '!=', 'sold')
          .returning('id')
          .executeTakeFirst();
        if (sold) tell({ kind: 'sold', adIds: [s.adId] });
      });
      await adsChanged(app, [s.adId]);
      return { data: null, message: infoMessage(requestLang(request), 'SALE_MARKED') };
    },
  );

  done();
};

// POST /exhibitor/v2/Conversation/Block and /Report. Blocking works per conversation and is never told
// to the other party: their messages are still stored, for them alone. Reports are kept for support and
// feed the moderation queue as notices (report-notice.ts).
import {
  API_PATHS,
  conversationBlockBodySchema,
  conversationBlockResponseSchema,
  conversationReportBodySchema,
  conversationReportResponseSchema,
  errorResponseSchema,
} from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { AppError } from '../../../plugins/app-error';
import { currentUser } from '../../../plugins/auth';
import { infoMessage } from '../../../plugins/messages';
import { limit } from '../../../plugins/rate-limit';
import { requestLang } from '../../../plugins/request-lang';
import { loadViewer, requireAccess } from './conversation-access';
import { noticeFromChatReport } from './report-notice';

const tags = ['chat'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** Reports per user and hour: plenty for real trouble, not enough to flood support. */
export const CHAT_REPORTS_PER_HOUR = 10;

export const safetyRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    API_PATHS.conversationBlock,
    {
      schema: {
        tags,
        summary: "Block (or unblock) the other party of one of the caller's ad conversations",
        security,
        body: conversationBlockBodySchema,
        response: { 200: conversationBlockResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await loadViewer(app.db, currentUser(request).id);
      const { conversationId, blocked } = request.body;
      const access = await requireAccess(app.db, viewer, conversationId);
      if (access.kind === 'support')
        throw new AppError('VALIDATION_FAILED', 'VALIDATION_FAILED', {
          conversationId: ['CHAT_SUPPORT_NOT_BLOCKABLE'],
        });
      await app.db
        .updateTable('conversation_participants')
        // Keeps the first block's time when blocking twice.
        .set({ blocked_at: blocked ? sql`coalesce(blocked_at, now())` : null })
        .where('conversation_id', '=', access.id)
        .where('user_id', '=', viewer.id)
        .execute();
      return {
        data: { conversationId: access.id, blocked },
        message: infoMessage(requestLang(request), blocked ? 'CHAT_BLOCKED' : 'CHAT_UNBLOCKED'),
      };
    },
  );

  app.post(
    API_PATHS.conversationReport,
    {
      // After the signed-in gate, so the user is known.
      onRequest: limit(app, {
        name: 'chat-report',
        max: CHAT_REPORTS_PER_HOUR,
        timeWindow: 3_600_000,
        key: (request) => String(currentUser(request).id),
      }),
      schema: {
        tags,
        summary: 'Report a conversation to support, with a reason',
        security,
        body: conversationReportBodySchema,
        response: { 200: conversationReportResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const viewer = await loadViewer(app.db, currentUser(request).id);
      const { conversationId, reason, details } = request.body;
      const access = await requireAccess(app.db, viewer, conversationId);
      const report = await app.db
        .insertInto('conversation_reports')
        .values({ conversation_id: access.id, reporter_id: viewer.id, reason, details: details || null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const lang = requestLang(request);
      await noticeFromChatReport(app.db, {
        conversationId: access.id,
        reporterId: viewer.id,
        reason,
        details: details || null,
        lang,
      });
      return { data: { reportId: report.id }, message: infoMessage(lang, 'CHAT_REPORTED') };
    },
  );

  done();
};

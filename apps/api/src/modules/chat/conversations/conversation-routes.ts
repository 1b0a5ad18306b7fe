// GET /ChatHub/GetAll (the caller's conversations), GET /exhibitor/v2/Conversation/GetAll (one
// conversation's messages; the newest page marks it read) and POST /exhibitor/v2/Conversation/Read.
// The token is checked before the input, so a caller without one learns nothing about the input rules.
import {
  API_PATHS,
  conversationListQuerySchema,
  conversationListResponseSchema,
  conversationReadBodySchema,
  conversationReadResponseSchema,
  errorResponseSchema,
  messageListQuerySchema,
  messageListResponseSchema,
} from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../plugins/app-error';
import { currentUser } from '../../../plugins/auth';
import { requestLang } from '../../../plugins/request-lang';
import { loadViewer, requireAccess } from './conversation-access';
import { listConversations, unreadTotal } from './conversation-list';
import { loadSummaries } from './conversation-summaries';
import { listMessages } from './message-list';
import { markRead } from './read-marking';

const tags = ['chat'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

export const conversationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    API_PATHS.conversations,
    {
      // Outside /exhibitor/ (SPEC §7 fixes the path): the signed-in gate takes it by this flag.
      config: { signedIn: true },
      schema: {
        tags,
        summary:
          "The caller's conversations, most recent activity first (admins: every support conversation too)",
        security,
        querystring: conversationListQuerySchema,
        response: { 200: conversationListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await loadViewer(app.db, currentUser(request).id);
      const page = await listConversations(app.db, viewer, request.query, requestLang(request));
      return {
        data: page.items,
        message: null,
        nextCursor: page.nextCursor,
        unreadTotal: await unreadTotal(app.db, viewer),
        supportTeam: viewer.isAdmin,
      };
    },
  );

  app.get(
    API_PATHS.conversationMessages,
    {
      schema: {
        tags,
        summary: "A conversation's messages, newest first; the newest page marks it read",
        security,
        querystring: messageListQuerySchema,
        response: { 200: messageListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await loadViewer(app.db, currentUser(request).id);
      const access = await requireAccess(app.db, viewer, request.query.conversationId);
      const page = await listMessages(app.db, viewer.id, access, request.query);
      if (page.first) await markRead(app, viewer, access);
      const [conversation] = await loadSummaries(app.db, viewer, [access.id], requestLang(request));
      if (!conversation) throw new AppError('NOT_FOUND');
      return { data: page.items, message: null, nextCursor: page.nextCursor, conversation };
    },
  );

  app.post(
    API_PATHS.conversationRead,
    {
      schema: {
        tags,
        summary: 'Mark a conversation read (a message seen live in an open pane)',
        security,
        body: conversationReadBodySchema,
        response: { 200: conversationReadResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await loadViewer(app.db, currentUser(request).id);
      const access = await requireAccess(app.db, viewer, request.body.conversationId);
      const lastReadAt = await markRead(app, viewer, access);
      return { data: { conversationId: access.id, lastReadAt }, message: null };
    },
  );

  done();
};

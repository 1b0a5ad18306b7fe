// POST /exhibitor/v2/Conversation/Insert: a message to an ad's seller, an existing conversation or
// support. Limited per user (DESIGN §7); the limit counts every attempt, valid or not.
import {
  API_PATHS,
  CHAT_SEND_LIMIT,
  errorResponseSchema,
  messageInsertBodySchema,
  messageInsertResponseSchema,
} from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth';
import { limit } from '../../../plugins/rate-limit';
import { loadViewer } from './conversation-access';
import { sendMessage } from './send-message';

export const messageRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const sendLimit = limit(app, {
    name: 'chat-send',
    max: CHAT_SEND_LIMIT.max,
    timeWindow: CHAT_SEND_LIMIT.windowMs,
    key: (request) => String(currentUser(request).id),
  });

  app.post(
    API_PATHS.conversationInsert,
    {
      onRequest: sendLimit,
      schema: {
        tags: ['chat'],
        summary:
          "Send a message: start or continue the caller's conversation about an ad, continue a conversation, or write to support",
        security: [{ bearerAuth: [] }],
        body: messageInsertBodySchema,
        response: {
          200: messageInsertResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const viewer = await loadViewer(app.db, currentUser(request).id);
      return { data: await sendMessage(app, viewer, request.body), message: null };
    },
  );

  done();
};

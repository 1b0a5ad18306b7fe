// The signed-in user's side of moderation: their statements of reasons (as the affected user or as a
// reporter) and their appeals (Art. 20). Behind the signed-in gate like every /exhibitor route.
import {
  API_PATHS,
  appealInsertBodySchema,
  appealInsertResponseSchema,
  errorResponseSchema,
  statementListResponseSchema,
} from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { infoMessage } from '../../plugins/messages';
import { requestLang } from '../../plugins/request-lang';
import { insertAppeal } from './appeals';
import type { ModerationConfig } from './decide';
import { statementsFor } from './statements';

const tags = ['moderation'];
const security = [{ bearerAuth: [] }];

export const statementRoutes: FastifyPluginCallbackZod<{ config: ModerationConfig }> = (
  app,
  options,
  done,
) => {
  const { config } = options;

  app.get(
    API_PATHS.statements,
    {
      schema: {
        tags,
        summary:
          'Statements of reasons of the signed-in user: decisions on their content or account, and on what they reported; newest first',
        security,
        response: { 200: statementListResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await statementsFor(app.db, config.publicApiUrl, currentUser(request).id),
      message: null,
    }),
  );

  app.post(
    API_PATHS.appealInsert,
    {
      schema: {
        tags,
        summary:
          'Appeal against a decision (free, within six months, once) as the affected user or a reporter; another moderator resolves it',
        security,
        body: appealInsertBodySchema,
        response: {
          200: appealInsertResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { decisionId, text } = request.body;
      const appealId = await insertAppeal(app, config, currentUser(request).id, decisionId, text);
      return { data: { appealId }, message: infoMessage(requestLang(request), 'APPEAL_RECEIVED') };
    },
  );

  done();
};

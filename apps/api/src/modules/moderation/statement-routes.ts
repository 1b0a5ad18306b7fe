// The user's side of moderation: their statements of reasons (as the affected user or as a reporter) and
// their appeals (Art. 20), behind the signed-in gate like every /exhibitor route; and the same for one
// statement through the signed link of its mail, for an affected user who cannot log in (suspended).
import {
  API_PATHS,
  appealByLinkBodySchema,
  appealInsertBodySchema,
  appealInsertResponseSchema,
  errorResponseSchema,
  statementByLinkQuerySchema,
  statementListResponseSchema,
  statementResponseSchema,
} from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/app-error';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { infoMessage } from '../../plugins/messages';
import { requestLang } from '../../plugins/request-lang';
import { appealTokenUser } from './appeal-link';
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

  /** The user a statement mail's link was made for; 404 for any other token, as for no decision. */
  const linkUser = (decisionId: number, token: string): number => {
    const userId = appealTokenUser(config.jwtSecret, decisionId, token);
    if (userId === null) throw new AppError('NOT_FOUND');
    return userId;
  };
  const byLink = limit(app, { name: 'appeal-link', max: 30, timeWindow: 3_600_000 });

  app.get(
    API_PATHS.statementByLink,
    {
      onRequest: byLink,
      schema: {
        tags,
        summary: "One statement of reasons through its mail's signed link (no session needed)",
        querystring: statementByLinkQuerySchema,
        response: { 200: statementResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { decision, token } = request.query;
      const [statement] = await statementsFor(
        app.db,
        config.publicApiUrl,
        linkUser(decision, token),
        decision,
      );
      if (!statement) throw new AppError('NOT_FOUND');
      return { data: statement, message: null };
    },
  );

  app.post(
    API_PATHS.appealInsertByLink,
    {
      onRequest: byLink,
      schema: {
        tags,
        summary: "Appeal through the statement mail's signed link: for an affected user who cannot log in",
        body: appealByLinkBodySchema,
        response: {
          200: appealInsertResponseSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { decisionId, token, text } = request.body;
      const appealId = await insertAppeal(app, config, linkUser(decisionId, token), decisionId, text);
      return { data: { appealId }, message: infoMessage(requestLang(request), 'APPEAL_RECEIVED') };
    },
  );

  done();
};

// /admin/v1/moderation: the queue, decisions and appeals, for admins and moderators (the staff gate runs
// before validation). Every decision and every resolved appeal is in the audit log with who made it.
import {
  API_PATHS,
  STAFF_ROLES,
  appealListQuerySchema,
  appealListResponseSchema,
  appealResolveBodySchema,
  appealResolveParamsSchema,
  appealResolveResponseSchema,
  decisionInsertBodySchema,
  decisionInsertResponseSchema,
  errorResponseSchema,
  reportGetParamsSchema,
  reportGetResponseSchema,
  reportListQuerySchema,
  reportListResponseSchema,
} from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { AppError } from '../../plugins/app-error';
import { currentUser } from '../../plugins/auth';
import { infoMessage } from '../../plugins/messages';
import { requestLang } from '../../plugins/request-lang';
import { requireStaff, staffErrors } from '../../plugins/require-staff';
import { listAppeals, resolveAppeal } from './appeals';
import { decide } from './decide';
import { queueGroupOfNotice, queuePage } from './report-queue';
import { transparencyRoutes } from './transparency-routes';

const tags = ['moderation'];
const security = [{ bearerAuth: [] }];

export interface ModerationRoutesOptions {
  config: Pick<Config, 'publicWebUrl' | 'publicApiUrl' | 'misuse' | 'jwtSecret'>;
}

export const moderationRoutes: FastifyPluginCallbackZod<ModerationRoutesOptions> = (app, options, done) => {
  const { config } = options;
  app.addHook('onRequest', requireStaff(STAFF_ROLES));

  app.get(
    API_PATHS.moderationReports,
    {
      schema: {
        tags,
        summary: 'The queue: reported things with their notices of that status, oldest notice first',
        security,
        querystring: reportListQuerySchema,
        response: { 200: reportListResponseSchema, ...staffErrors },
      },
    },
    async (request) => {
      const { status, cursor } = request.query;
      const page = await queuePage(app.db, config.publicApiUrl, status, cursor);
      return { data: page.groups, message: null, nextCursor: page.nextCursor };
    },
  );

  app.get(
    API_PATHS.moderationReport,
    {
      schema: {
        tags,
        summary: 'The reported thing of one notice, with its notices of the same status',
        security,
        params: reportGetParamsSchema,
        response: { 200: reportGetResponseSchema, ...staffErrors, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const group = await queueGroupOfNotice(app.db, config.publicApiUrl, request.params.id);
      if (!group) throw new AppError('NOT_FOUND');
      return { data: group, message: null };
    },
  );

  app.post(
    API_PATHS.moderationDecisions,
    {
      schema: {
        tags,
        summary:
          "Decide on notices or on one's own initiative, in the Transparency Database's fields; 'no_action' closes the notices",
        security,
        body: decisionInsertBodySchema,
        response: {
          200: decisionInsertResponseSchema,
          ...staffErrors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const decision = await decide(app, config, { moderatorId: currentUser(request).id }, request.body);
      return { data: decision, message: infoMessage(requestLang(request), 'DECISION_RECORDED') };
    },
  );

  app.get(
    API_PATHS.moderationAppeals,
    {
      schema: {
        tags,
        summary: 'Appeals, oldest first; canResolve is false on appeals against your own decisions',
        security,
        querystring: appealListQuerySchema,
        response: { 200: appealListResponseSchema, ...staffErrors },
      },
    },
    async (request) => ({
      data: await listAppeals(app, config.publicApiUrl, currentUser(request).id, request.query.status),
      message: null,
    }),
  );

  app.post(
    API_PATHS.moderationAppealResolve,
    {
      schema: {
        tags,
        summary:
          'Resolve an appeal (by someone other than who decided): upheld keeps the decision, reversed restores everything',
        security,
        params: appealResolveParamsSchema,
        body: appealResolveBodySchema,
        response: {
          200: appealResolveResponseSchema,
          ...staffErrors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const appeal = await resolveAppeal(
        app,
        config,
        currentUser(request).id,
        request.params.id,
        request.body,
      );
      const key = appeal.status === 'reversed' ? 'APPEAL_REVERSED' : 'APPEAL_UPHELD';
      return { data: appeal, message: infoMessage(requestLang(request), key) };
    },
  );
  void app.register(transparencyRoutes);
  done();
};

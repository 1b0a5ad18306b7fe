// GET /admin/v1/moderation/statements/export and /counts: the statements in the Transparency Database's
// submission format, and the yearly figures. Registered inside moderation's staff context.
import {
  API_PATHS,
  moderationCountsQuerySchema,
  moderationCountsResponseSchema,
  moderationExportQuerySchema,
  moderationExportResponseSchema,
} from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { staffErrors } from '../../plugins/require-staff';
import { exportStatements, yearlyCounts } from './transparency';

const tags = ['moderation'];
const security = [{ bearerAuth: [] }];

export const transparencyRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    API_PATHS.moderationExport,
    {
      schema: {
        tags,
        summary:
          "Restrictions decided in the period (UTC days, inclusive) as statements in the Transparency Database's submission format",
        security,
        querystring: moderationExportQuerySchema,
        response: { 200: moderationExportResponseSchema, ...staffErrors },
      },
    },
    async (request) => ({ statements: await exportStatements(app.db, request.query.from, request.query.to) }),
  );

  app.get(
    API_PATHS.moderationCounts,
    {
      schema: {
        tags,
        summary:
          'The year in figures: notices by category, decisions by type, median hours to a decision, appeals and reversals',
        security,
        querystring: moderationCountsQuerySchema,
        response: { 200: moderationCountsResponseSchema, ...staffErrors },
      },
    },
    async (request) => ({ data: await yearlyCounts(app.db, request.query.year), message: null }),
  );

  done();
};

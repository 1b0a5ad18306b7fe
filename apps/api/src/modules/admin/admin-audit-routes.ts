// GET /admin/v1/audit: the newest entries of the audit log (cache actions, logins, moderation decisions).
// Admins only (admin-routes.ts).
import { API_PATHS, auditResponseSchema } from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { staffErrors } from '../../plugins/require-staff';
import { newestAuditEntries } from '../../audit/audit-log';

export const adminAuditRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    API_PATHS.adminAudit,
    {
      schema: {
        tags: ['admin'],
        summary: 'The newest 50 admin actions, newest first',
        security: [{ bearerAuth: [] }],
        response: { 200: auditResponseSchema, ...staffErrors },
      },
    },
    async () => ({ data: await newestAuditEntries(app.db), message: null }),
  );
  done();
};

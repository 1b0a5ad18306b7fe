// POST /admin/v1/logout (ends the admin session) and GET /admin/v1/audit (the newest entries). Behind
// requireAdmin (admin-routes.ts).
import { API_PATHS, adminLogoutResponseSchema, auditResponseSchema } from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { infoMessage } from '../../plugins/messages';
import { requestLang } from '../../plugins/request-lang';
import { adminErrors } from './admin-errors';
import { newestAuditEntries, recordAudit } from './audit-log';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

export const adminSessionRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    API_PATHS.adminLogout,
    {
      schema: {
        tags,
        summary: 'End the admin session of the bearer token',
        security,
        response: { 200: adminLogoutResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      await app.db
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('id', '=', admin.sessionId)
        .execute();
      await recordAudit(app.db, { adminUserId: admin.id, action: 'logout' });
      return { data: null, message: infoMessage(requestLang(request), 'LOGGED_OUT') };
    },
  );

  app.get(
    API_PATHS.adminAudit,
    {
      schema: {
        tags,
        summary: 'The newest 50 admin actions, newest first',
        security,
        response: { 200: auditResponseSchema, ...adminErrors },
      },
    },
    async () => ({ data: await newestAuditEntries(app.db), message: null }),
  );

  done();
};

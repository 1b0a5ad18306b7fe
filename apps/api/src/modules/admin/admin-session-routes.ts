// POST /admin/v1/logout (ends the admin-panel session) and GET /admin/v1/me (who it is, so the panel shows
// what the role may use). For every staff role (admin-routes.ts).
import { API_PATHS, adminLogoutResponseSchema, staffMeResponseSchema } from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/app-error';
import { currentUser } from '../../plugins/auth';
import { infoMessage } from '../../plugins/messages';
import { requestLang } from '../../plugins/request-lang';
import { staffErrors } from '../../plugins/require-staff';
import { recordAudit } from '../../audit/audit-log';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

export const adminSessionRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    API_PATHS.adminLogout,
    {
      schema: {
        tags,
        summary: 'End the admin-panel session of the bearer token',
        security,
        response: { 200: adminLogoutResponseSchema, ...staffErrors },
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
    API_PATHS.adminMe,
    {
      schema: {
        tags,
        summary: 'The staff member of the bearer token: id, email and role (admin or moderator)',
        security,
        response: { 200: staffMeResponseSchema, ...staffErrors },
      },
    },
    async (request) => {
      const staff = currentUser(request);
      const row = await app.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', staff.id)
        .executeTakeFirst();
      if (!row || staff.role === 'user') throw new AppError('UNAUTHORIZED');
      return { data: { id: staff.id, email: row.email, role: staff.role }, message: null };
    },
  );

  done();
};

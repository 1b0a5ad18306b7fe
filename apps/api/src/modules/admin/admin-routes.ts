// /admin/v1: the login on its own; the session's own routes (logout, who am I) for every staff role; the
// cache panel, the audit log and the background jobs for admins only. Each context's onRequest hook runs
// before validation, so nobody learns the shapes. Moderation registers its own routes under /admin/v1
// (modules/moderation).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_ROLES } from '@kraam/shared';
import { requireStaff } from '../../plugins/require-staff';
import { adminAuditRoutes } from './admin-audit-routes';
import { adminCacheRoutes } from './admin-cache-routes';
import { adminJobsRoutes } from './admin-jobs-routes';
import { adminLoginRoutes } from './admin-login-routes';
import { adminSessionRoutes } from './admin-session-routes';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminLoginRoutes);
  await app.register(async (staff) => {
    staff.addHook('onRequest', requireStaff(STAFF_ROLES));
    await staff.register(adminSessionRoutes);
  });
  await app.register(async (admins) => {
    admins.addHook('onRequest', requireStaff(['admin']));
    await admins.register(adminCacheRoutes);
    await admins.register(adminAuditRoutes);
    await admins.register(adminJobsRoutes);
  });
};

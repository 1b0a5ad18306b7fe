// /admin/v1: the login on its own, every other route in one encapsulated context whose
// onRequest hook lets admin sessions only through (before validation, so nobody learns the shapes).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCacheRoutes } from './admin-cache-routes';
import { adminLoginRoutes } from './admin-login-routes';
import { adminSessionRoutes } from './admin-session-routes';
import { requireAdmin } from './require-admin';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminLoginRoutes);
  await app.register(async (guarded) => {
    guarded.addHook('onRequest', requireAdmin);
    await guarded.register(adminSessionRoutes);
    await guarded.register(adminCacheRoutes);
  });
};

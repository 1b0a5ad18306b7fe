// The cache as the admin panel sees it (DESIGN §6): stats, the key browser, 'Add to Cache' (warm) and
// 'Clear Cache' (everything, a group or one key). Admins only (admin-routes.ts); warming and
// clearing are written to the audit log.
import {
  API_PATHS,
  cacheClearBodySchema,
  cacheClearResponseSchema,
  cacheKeysQuerySchema,
  cacheKeysResponseSchema,
  cacheStatsResponseSchema,
  cacheWarmBodySchema,
  cacheWarmResponseSchema,
  errorResponseSchema,
  pageCacheTags,
} from '@kraam/shared';
import type { CacheClearBody } from '@kraam/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/app-error';
import { currentUser } from '../../plugins/auth';
import { staffErrors } from '../../plugins/require-staff';
import { recordAudit } from '../../audit/audit-log';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

async function clearCache(app: FastifyInstance, body: CacheClearBody): Promise<number> {
  if (body.key) return app.cache.deleteKey(body.key);
  if (body.group) return app.cache.deleteGroup(body.group);
  // Everything: the web servers' cached guest pages too.
  await app.guestPages.invalidate([pageCacheTags.all]);
  return app.cache.clear();
}

export const adminCacheRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    API_PATHS.adminCacheStats,
    {
      schema: {
        tags,
        summary: 'Backend, entries, memory and hit ratio, per group, with a short history',
        security,
        response: { 200: cacheStatsResponseSchema, ...staffErrors },
      },
    },
    async () => ({ data: await app.cache.stats(), message: null }),
  );

  app.get(
    API_PATHS.adminCacheKeys,
    {
      schema: {
        tags,
        summary: 'Cached keys with size, age and time to live; filter by group or prefix, keyset-paged',
        security,
        querystring: cacheKeysQuerySchema,
        response: { 200: cacheKeysResponseSchema, ...staffErrors },
      },
    },
    async (request) => {
      const { group, prefix, cursor, limit } = request.query;
      const page = await app.cache.keys({
        limit,
        ...(group ? { group } : {}),
        ...(prefix ? { prefix } : {}),
        ...(cursor ? { cursor } : {}),
      });
      return { data: page.entries, message: null, nextCursor: page.nextCursor };
    },
  );

  app.post(
    API_PATHS.adminCacheWarm,
    {
      schema: {
        tags,
        summary: "'Add to Cache': fill a group (categoryTree, staticData, homeFeeds) or one ad or booth",
        security,
        body: cacheWarmBodySchema,
        response: { 200: cacheWarmResponseSchema, ...staffErrors, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const id = 'id' in body ? body.id : undefined;
      const warmed = await app.cacheWarmers.warm(body.group, id);
      // One ad or booth warms nothing only when it is not there (or, an ad, not online): say so, as a 404.
      if (warmed === 0 && body.group === 'ad') throw new AppError('NOT_FOUND', 'WARM_AD_NOT_FOUND');
      if (warmed === 0 && body.group === 'booth') throw new AppError('NOT_FOUND', 'WARM_BOOTH_NOT_FOUND');
      await recordAudit(app.db, {
        adminUserId: currentUser(request).id,
        action: 'cacheWarm',
        detail: { group: body.group, id: id ?? null, warmed },
      });
      return { data: { warmed }, message: null };
    },
  );

  app.post(
    API_PATHS.adminCacheClear,
    {
      schema: {
        tags,
        summary: "'Clear Cache': `{}` everything, `{ group }` one group or `{ key }` one key",
        security,
        body: cacheClearBodySchema,
        response: { 200: cacheClearResponseSchema, ...staffErrors },
      },
    },
    async (request) => {
      const removed = await clearCache(app, request.body);
      await recordAudit(app.db, {
        adminUserId: currentUser(request).id,
        action: 'cacheClear',
        detail: { group: request.body.group ?? null, key: request.body.key ?? null, removed },
      });
      return { data: { removed }, message: null };
    },
  );

  done();
};

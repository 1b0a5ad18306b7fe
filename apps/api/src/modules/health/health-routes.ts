// GET /health: 200 only when the database answers `select 1`, else 503 (load balancers take it out).
import { API_PATHS, healthResponseSchema } from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';

/** A database that hangs is as unhealthy as one that fails. */
const PROBE_TIMEOUT_MS = 2000;

async function databaseAnswers(db: Kysely<Database>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  const probe = sql<{ ok: number }>`select 1 as ok`.execute(db).then(
    (result) => result.rows[0]?.ok === 1,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    API_PATHS.health,
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const database = await databaseAnswers(app.db);
      return reply
        .header('cache-control', 'no-store')
        .code(database ? 200 : 503)
        .send({ status: database ? 'ok' : 'unavailable', database });
    },
  );
  done();
};

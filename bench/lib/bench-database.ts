// The databases a benchmark times: a fresh in-memory PGlite with the API's buffer pool, or a scratch
// PostgreSQL database (created here and dropped by `drop`), or an existing one kept afterwards.
import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { POSTGRES_SESSION_OPTIONS, createPglite } from '../../apps/api/src/db/client';
import type { DatabaseHandle } from '../../apps/api/src/db/client';
import type { Database } from '../../apps/api/src/db/database-types';
import { loadConfig } from '../../apps/api/src/config';

export const BENCH_SECRET = 'bench-secret-0123456789abcdefghijklmnop';
export const BENCH_POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface CapturedQuery {
  sql: string;
  parameters: readonly unknown[];
}

export interface BenchEngine {
  handle: DatabaseHandle;
  drop: () => Promise<void>;
}

/**
 * A Kysely over the pool, recording every query into `captured` when given one (the search bench's EXPLAIN
 * of a request). Without one nothing is kept: a log of every statement a run makes grows the heap by
 * hundreds of MB, whose collections then show up in the timings (the matching bench's p95, bench/RESULTS.md).
 */
function benchHandle(
  pool: pg.Pool,
  engine: DatabaseHandle['engine'],
  captured: CapturedQuery[] | undefined,
): DatabaseHandle {
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    ...(captured && {
      log: (event) => {
        if (event.level === 'query')
          captured.push({ sql: event.query.sql, parameters: event.query.parameters });
      },
    }),
  });
  return { db, engine, query: (text, values) => pool.query(text, values), close: () => db.destroy() };
}

/**
 * `existing`: a generated PostgreSQL database to time instead of a scratch one (created when missing, never
 * dropped). `connections`: the pool's size, one per request in flight.
 */
export async function openBenchEngine(
  name: string,
  {
    captured,
    existing,
    connections = 1,
  }: { captured?: CapturedQuery[]; existing?: string | undefined; connections?: number } = {},
): Promise<BenchEngine> {
  if (name === 'pglite') {
    // The buffer pool the API gives its embedded database (PGLITE_SHARED_BUFFERS, default 256MB).
    const { pgliteSharedBuffers } = loadConfig({ ...process.env, JWT_SECRET: BENCH_SECRET });
    const pglite = await createPglite({ sharedBuffers: pgliteSharedBuffers });
    const handle = benchHandle(new pg.Pool(createPgConfig(pglite)), 'pglite', captured);
    return { handle, drop: async () => void (await handle.close(), await pglite.close()) };
  }
  const database = existing ?? `kraam_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [database]);
  if (!rowCount) await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(BENCH_POSTGRES_URL);
  url.pathname = `/${database}`;
  // The API's session settings (client.ts), so the bench times what the API runs.
  const pool = new pg.Pool({
    connectionString: url.toString(),
    max: connections,
    options: POSTGRES_SESSION_OPTIONS,
  });
  const handle = benchHandle(pool, 'postgres', captured);
  return {
    handle,
    drop: async () => {
      await handle.close();
      if (existing) return;
      const cleanup = new pg.Client({ connectionString: BENCH_POSTGRES_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${database} with (force)`);
      await cleanup.end();
    },
  };
}

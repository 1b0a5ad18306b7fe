// One query layer on both engines (DESIGN §4): Kysely's PostgresDialect over a pg.Pool, which for the
// embedded default is built from PGlite's own node-postgres adapter so both return the same types.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createDatabaseObserver } from './database-observer';
import type { DatabaseObserver } from './database-observer';
import type { Database } from './database-types';
import { makePrivate } from '../private-files';
import { lockEmbeddedDatabase } from './pglite-lock';

export type DatabaseEngine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  /**
   * One statement (or a simple-protocol script when there are no values) on the app's pool, as
   * node-postgres answers it: for libraries that bring their SQL (the job queue).
   */
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Ends the pool and, for PGlite, flushes and closes the instance. Safe to call twice. */
  close(): Promise<void>;
  /** Pool and query timings for /metrics; absent on handles built by hand (benchmarks). */
  observer?: DatabaseObserver;
}

/** The extensions 0001-schema.sql creates; PGlite must load them before CREATE EXTENSION works. */
const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export interface PgliteOptions {
  /** Directory to persist in; in memory when absent. */
  dataDir?: string;
  /** A dumpDataDir() tarball to start from (the test template). */
  loadDataDir?: Blob;
  /** PostgreSQL's shared_buffers, e.g. '256MB' (Config.pgliteSharedBuffers); absent: its 128MB. */
  sharedBuffers?: string | undefined;
}

export async function createPglite({ sharedBuffers, ...options }: PgliteOptions = {}): Promise<PGlite> {
  if (options.dataDir) await mkdir(path.dirname(options.dataDir), { recursive: true });
  const settings =
    sharedBuffers === undefined ? {} : { postgresqlconf: [`shared_buffers = '${sharedBuffers}'`] };
  return PGlite.create({ ...options, ...settings, extensions: PGLITE_EXTENSIONS });
}

function onceOnly(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

export function databaseFromPglite(pglite: PGlite): DatabaseHandle {
  // createPgConfig sets poolSize 1: PGlite is one session, so a second pooled client would interleave
  // with a transaction running on the first.
  const pool = new pg.Pool(createPgConfig(pglite));
  const { observer, log } = createDatabaseObserver(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
  return {
    db,
    engine: 'pglite',
    observer,
    query: (text, values) => pool.query(text, values),
    close: onceOnly(async () => {
      await db.destroy();
      await pglite.close();
    }),
  };
}

/**
 * Settings of every session the API opens on PostgreSQL. JIT off: a search over a million ads is costed
 * above jit_above_cost, and compiling its expressions took 30–37 ms of a 150 ms query while saving
 * nothing measurable (bench/RESULTS.md). Options in DATABASE_URL itself take precedence.
 */
export const POSTGRES_SESSION_OPTIONS = '-c jit=off';

export function databaseFromUrl(
  connectionString: string,
  poolOptions: Omit<pg.PoolConfig, 'connectionString'> = {},
): DatabaseHandle {
  const pool = new pg.Pool({ options: POSTGRES_SESSION_OPTIONS, ...poolOptions, connectionString });
  // An idle client dropped by the server (restart, failover, DROP DATABASE … FORCE) emits 'error' on the
  // pool; unhandled it would crash the process. The pool discards that client and the next query reconnects.
  pool.on('error', () => undefined);
  // The pool listens on idle clients only: a checked-out client between two queries (in a transaction,
  // or just acquired) whose server goes away emits 'error' with no listener, which ended the process
  // (found by the reliability battery restarting PostgreSQL). Its next query fails instead (503), and
  // the pool discards it on release as no longer queryable.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const { observer, log } = createDatabaseObserver(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
  return {
    db,
    engine: 'postgres',
    observer,
    query: (text, values) => pool.query(text, values),
    close: onceOnly(() => db.destroy()),
  };
}

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite persisted in DATA_DIR/db, locked for this process
 * (DatabaseInUseError while another process has it open).
 */
export async function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteSharedBuffers?: string;
}): Promise<DatabaseHandle> {
  if (config.databaseUrl) return databaseFromUrl(config.databaseUrl);
  await mkdir(config.dataDir, { recursive: true });
  const release = lockEmbeddedDatabase(config.dataDir);
  try {
    const dbDir = path.join(config.dataDir, 'db');
    const handle = databaseFromPglite(
      await createPglite({ dataDir: dbDir, sharedBuffers: config.pgliteSharedBuffers }),
    );
    // PGlite writes its files 666 (private-files.ts): made private once it opened, again once it closed.
    await makePrivate(config.dataDir);
    return {
      ...handle,
      close: onceOnly(async () => {
        try {
          await handle.close();
          await makePrivate(dbDir);
        } finally {
          release();
        }
      }),
    };
  } catch (error) {
    release();
    throw error;
  }
}

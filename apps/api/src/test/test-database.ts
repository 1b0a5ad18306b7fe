// A fresh, migrated database per test file: PGlite from the template dump, or (DATABASE_URL set)
// a new PostgreSQL database kraam_test_<random> on that server, dropped afterwards.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, databaseFromPglite, databaseFromUrl } from '../db/client';
import type { DatabaseHandle } from '../db/client';
import { migrateToLatest } from '../db/migrator';

export interface TestDatabase {
  database: DatabaseHandle;
  /** Closes the database and, on PostgreSQL, drops it. */
  drop: () => Promise<void>;
  /** On PostgreSQL, the new database's URL (for processes that open their own connections). */
  url?: string;
}

/** Runs one statement (CREATE or DROP DATABASE) on the server's maintenance database. */
export async function withAdmin(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `kraam_test_${randomBytes(6).toString('hex')}`;
  // The migrated template of global-setup.ts when it is on this server, else migrated here.
  const template = inject('postgresTemplateServer') === serverUrl ? inject('postgresTemplate') : '';
  await withAdmin(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = databaseFromUrl(url.toString());
  const drop = async () => {
    await database.close();
    await withAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    if (!template) await migrateToLatest(database.db);
  } catch (error) {
    await drop();
    throw error;
  }
  return { database, drop, url: url.toString() };
}

export async function createTestDatabase(databaseUrl: string | undefined): Promise<TestDatabase> {
  if (databaseUrl) return createPostgresDatabase(databaseUrl);
  const template = await readFile(inject('pgliteTemplate'));
  const database = databaseFromPglite(await createPglite({ loadDataDir: new Blob([template]) }));
  return { database, drop: () => database.close() };
}

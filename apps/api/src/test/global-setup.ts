// Vitest globalSetup: migrate ONE template (with the search term list written), so every test file starts its own database from it instead of
// running the migrations itself: a PGlite dump (~0.5 s instead of initdb and migrations, ~3 s), or with
// DATABASE_URL set a PostgreSQL database that each file's database is created from (CREATE DATABASE …
// TEMPLATE, well under a second instead of 1.6–5 s of migrations).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config';
import { createPglite, databaseFromPglite, databaseFromUrl } from '../db/client';
import { migrateToLatest } from '../db/migrator';
import { syncSearchTerms } from '../modules/browse/search-terms/sync-search-terms';
import { withAdmin } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite dump; empty when the tests run on PostgreSQL. */
    pgliteTemplate: string;
    /** Name of the migrated PostgreSQL template database; empty on PGlite. */
    postgresTemplate: string;
    /** The server (DATABASE_URL) the template is on: a private server of a test has none. */
    postgresTemplateServer: string;
  }
}

async function migratedPostgresTemplate(
  serverUrl: string,
): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `kraam_template_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, `CREATE DATABASE ${name}`);
  const drop = () => withAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Closed before any clone: CREATE DATABASE refuses a template that has a connection.
  const database = databaseFromUrl(url.toString());
  try {
    await migrateToLatest(database.db);
    await syncSearchTerms(database.db);
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
  await database.close();
  return { name, drop };
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const { databaseUrl } = loadConfig();
  if (databaseUrl) {
    const template = await migratedPostgresTemplate(databaseUrl);
    project.provide('pgliteTemplate', '');
    project.provide('postgresTemplate', template.name);
    project.provide('postgresTemplateServer', databaseUrl);
    return template.drop;
  }
  project.provide('postgresTemplate', '');
  project.provide('postgresTemplateServer', '');
  const pglite = await createPglite();
  const database = databaseFromPglite(pglite);
  const dir = await mkdtemp(path.join(tmpdir(), 'kraam-template-'));
  try {
    await migrateToLatest(database.db);
    await syncSearchTerms(database.db);
    const dump = await pglite.dumpDataDir('none');
    const file = path.join(dir, 'template.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await database.close();
  }
  return () => rm(dir, { recursive: true, force: true });
}

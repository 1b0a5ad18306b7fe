// Vitest globalSetup: migrate ONE template PGlite and dump it, so every test file starts its own
// database from the dump in ~0.5 s instead of running initdb and migrations (~3 s) itself.
// With DATABASE_URL set, test files make their own PostgreSQL databases instead (test-database.ts).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config';
import { createPglite, databaseFromPglite } from '../db/client';
import { migrateToLatest } from '../db/migrator';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite dump; empty when the tests run on PostgreSQL. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (loadConfig().databaseUrl) {
    project.provide('pgliteTemplate', '');
    return undefined;
  }
  const pglite = await createPglite();
  const database = databaseFromPglite(pglite);
  const dir = await mkdtemp(path.join(tmpdir(), 'kraam-template-'));
  try {
    await migrateToLatest(database.db);
    const dump = await pglite.dumpDataDir('none');
    const file = path.join(dir, 'template.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await database.close();
  }
  return () => rm(dir, { recursive: true, force: true });
}

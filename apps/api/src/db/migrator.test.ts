import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';
import { MigrationFileProvider, migrateToLatest } from './migrator';

describe('migrations', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dir = await mkdtemp(path.join(tmpdir(), 'kraam-migrations-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('reads NNNN-name.sql files in order and skips other files', async () => {
    await writeFile(path.join(dir, '0002-second.sql'), 'select 2;');
    await writeFile(path.join(dir, '0001-first.sql'), 'select 1;');
    await writeFile(path.join(dir, 'README.md'), '# not a migration');
    await writeFile(path.join(dir, '0003-helper.test.ts'), 'export {}');
    expect(Object.keys(await new MigrationFileProvider(dir).getMigrations())).toEqual([
      '0001-first',
      '0002-second',
    ]);
  });

  it('has applied the schema and has nothing left to do', async () => {
    expect(await migrateToLatest(t.db)).toEqual([]);
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      t.db,
    );
    expect(rows.map((row) => row.name)).toContain('0001-schema');
  });

  it('applies each new migration in its own transaction and keeps the ones before a failure', async () => {
    const extra = await mkdtemp(path.join(tmpdir(), 'kraam-migrations-'));
    try {
      // The applied migrations must still be there (as no-ops); the two new ones come after them.
      for (const name of Object.keys(await new MigrationFileProvider().getMigrations()))
        await writeFile(path.join(extra, `${name}.sql`), 'select 1;');
      await writeFile(path.join(extra, '9998-good.sql'), 'create table migration_probe (id int);');
      await writeFile(
        path.join(extra, '9999-bad.sql'),
        'create table migration_probe_2 (id int); select * from no_such_table;',
      );
      await expect(migrateToLatest(t.db, new MigrationFileProvider(extra))).rejects.toThrow(/9999-bad/);
      const { rows } = await sql<{ name: string }>`
        select tablename as name from pg_tables where tablename like 'migration_probe%'`.execute(t.db);
      expect(rows.map((row) => row.name)).toEqual(['migration_probe']);
    } finally {
      await rm(extra, { recursive: true, force: true });
    }
  });
});

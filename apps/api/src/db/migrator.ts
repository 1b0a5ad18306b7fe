// Forward-only migrations from migrations/NNNN-name.sql (run as one script) or NNNN-name.ts
// (exporting up(db)), applied in name order, each in its own transaction.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Migrator, sql } from 'kysely';
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { REPO_ROOT } from '../config';
import type { Database } from './database-types';

// From the repository's root, so the bundled server (apps/api/dist) finds them too.
const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps/api/src/db/migrations');
const MIGRATION_FILE = /^(\d{4}-[a-z0-9-]+)\.(sql|ts)$/;

interface TsMigration {
  up(db: Kysely<unknown>): Promise<void>;
}

function isTsMigration(value: unknown): value is TsMigration {
  return typeof value === 'object' && value !== null && typeof (value as { up?: unknown }).up === 'function';
}

export class MigrationFileProvider implements MigrationProvider {
  constructor(private readonly dir = MIGRATIONS_DIR) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {};
    for (const file of (await readdir(this.dir)).sort()) {
      const match = MIGRATION_FILE.exec(file);
      if (!match) continue;
      const [, name, kind] = match as unknown as [string, string, 'sql' | 'ts'];
      if (migrations[name]) throw new Error(`Two migrations named ${name}`);
      migrations[name] = kind === 'sql' ? await this.sqlMigration(file) : await this.tsMigration(file);
    }
    return migrations;
  }

  private async sqlMigration(file: string): Promise<Migration> {
    const script = await readFile(path.join(this.dir, file), 'utf8');
    // Without parameters node-postgres uses the simple query protocol, which runs a multi-statement script.
    return { up: async (db) => void (await sql.raw(script).execute(db)) };
  }

  private async tsMigration(file: string): Promise<Migration> {
    const module: unknown = await import(pathToFileURL(path.join(this.dir, file)).href);
    if (!isTsMigration(module)) throw new Error(`Migration ${file} does not export up(db)`);
    return { up: (db) => module.up(db) };
  }
}

/** Applies every pending migration, one transaction each, and returns the names that ran. */
export async function migrateToLatest(
  db: Kysely<Database>,
  provider: MigrationProvider = new MigrationFileProvider(),
) {
  const migrator = new Migrator({ db, provider });
  const applied: string[] = [];
  // migrateUp runs a single migration per call inside its own transaction (migrateToLatest would wrap
  // all pending ones in one), so a failure keeps the earlier ones.
  for (;;) {
    const { error, results = [] } = await migrator.migrateUp();
    const failed = results.find((result) => result.status === 'Error');
    if (error !== undefined || failed) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
    }
    if (results.length === 0) return applied;
    applied.push(...results.map((result) => result.migrationName));
  }
}

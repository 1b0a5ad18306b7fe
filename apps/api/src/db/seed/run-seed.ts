// Seeds a living demo into an EMPTY database (no categories and no users), in one transaction so a
// failed run leaves nothing behind. `reset` empties every domain table and the stored files first.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { FileStore } from '../../files/file-store';
import type { Database } from '../database-types';
import { seedAds } from './seed-ads';
import { seedCategories } from './seed-categories';
import { seedChat } from './seed-chat';
import { seedCompany } from './seed-company';
import type { SeedContent } from './seed-content';
import type { SeedContext } from './seed-context';
import { seedPlaces } from './seed-places';
import { seedPostalCodes } from './seed-postal-codes';
import { seedUsers } from './seed-users';

export interface SeedOptions {
  reset?: boolean;
  log: (line: string) => void;
  /** The demo content; tests pass a small one. */
  content: SeedContent;
}

export interface SeedResult {
  seeded: boolean;
  ads: number;
}

/** Any number; two seeds started together queue on it instead of both finding the database empty. */
const SEED_LOCK = 4_242_001;

async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ used: boolean }>`
    select exists (select 1 from categories) or exists (select 1 from users) as used`.execute(db);
  return rows[0]?.used === false;
}

/** Every table of the schema except Kysely's migration bookkeeping. */
async function truncateDomainTables(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables
    where schemaname = current_schema() and tablename not like 'kysely\\_%'`.execute(db);
  if (rows.length === 0) return;
  const tables = sql.join(rows.map((row) => sql.table(row.name)));
  await sql`truncate table ${tables} restart identity cascade`.execute(db);
}

export async function runSeed(
  db: Kysely<Database>,
  fileStore: FileStore,
  options: SeedOptions,
): Promise<SeedResult> {
  const { log, content } = options;
  if (options.reset) {
    await truncateDomainTables(db);
    await fileStore.removeAll();
    log('seed: reset (all domain tables and stored files removed)');
  }
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (!(await isEmpty(trx))) {
      log('seed: database not empty, nothing seeded');
      return { seeded: false, ads: 0 };
    }
    const context: SeedContext = { trx, fileStore, content, log, now: new Date() };
    const places = await seedPlaces(context);
    await seedPostalCodes(context, places.citiesByName);
    const categories = await seedCategories(context);
    await seedCompany(context);
    const users = await seedUsers(context, places);
    const ads = await seedAds(context, { places, categories, users });
    await seedChat(context, users);
    return { seeded: true, ads };
  });
}

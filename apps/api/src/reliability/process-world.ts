// What every process-level test of the battery starts from: a DATA_DIR and a migrated database (PGlite
// persisted in DATA_DIR/db from the template, or a fresh PostgreSQL database), a seller with one live ad
// and some buyers holding session tokens, so clients can write over HTTP at once.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { inject } from 'vitest';
import { loadConfig } from '../config';
import { createPglite, databaseFromPglite } from '../db/client';
import type { Database } from '../db/database-types';
import { createAuthService } from '../plugins/auth';
import { insertAdRow, insertBoothRow } from '../test/ad-fixtures';
import { insertCategory, insertUser } from '../test/fixtures';
import { createTestDatabase } from '../test/test-database';

export interface ProcessWorld {
  /** DATA_DIR and, on PostgreSQL, DATABASE_URL: what an API process of this world needs. */
  env: Record<string, string>;
  dataDir: string;
  adId: number;
  sellerToken: string;
  buyerTokens: string[];
  /** Buyer `index`'s token (throws past the last buyer). */
  buyer(index: number): string;
  /** Removes the data directory and drops a PostgreSQL database. */
  cleanup(): Promise<void>;
}

export interface ProcessWorldOptions {
  buyers: number;
  /** A PostgreSQL server to make the database on; the engine's (DATABASE_URL) or PGlite when absent. */
  serverUrl?: string;
}

async function seed(db: Kysely<Database>, buyers: number) {
  const password = 'Geheim-wachtwoord-1';
  const seller = await insertUser(db, { email: 'seller@battery.example', password });
  const categoryId = await insertCategory(db, { nl: 'Fietsen', en: 'Bicycles', priority: 1 });
  const boothId = await insertBoothRow(db, seller);
  const adId = await insertAdRow(db, { booth_id: boothId, user_id: seller, category_id: categoryId });
  const auth = createAuthService(db, loadConfig().jwtSecret);
  const buyerTokens: string[] = [];
  for (let index = 0; index < buyers; index += 1) {
    const buyer = await insertUser(db, { email: `buyer${index}@battery.example`, password });
    buyerTokens.push(await auth.issueToken(buyer));
  }
  const buyer = (index: number): string => {
    const token = buyerTokens[index];
    if (token === undefined) throw new Error(`the world has ${buyers} buyers, not ${index + 1}`);
    return token;
  };
  return { adId, sellerToken: await auth.issueToken(seller), buyerTokens, buyer };
}

export async function createProcessWorld(options: ProcessWorldOptions): Promise<ProcessWorld> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kraam-battery-'));
  const serverUrl = options.serverUrl ?? loadConfig().databaseUrl;
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  try {
    if (serverUrl) {
      const test = await createTestDatabase(serverUrl);
      const seeded = await seed(test.database.db, options.buyers);
      await test.database.close();
      const env = { DATA_DIR: dataDir, DATABASE_URL: test.url ?? '' };
      const cleanup = async () => {
        try {
          await test.drop();
        } finally {
          await removeDir();
        }
      };
      return { env, dataDir, ...seeded, cleanup };
    }
    // The template dump unpacked into DATA_DIR/db: what the server opens (and migrates no further).
    const template = new Blob([await readFile(inject('pgliteTemplate'))]);
    const pglite = await createPglite({ dataDir: path.join(dataDir, 'db'), loadDataDir: template });
    const database = databaseFromPglite(pglite);
    let seeded: Awaited<ReturnType<typeof seed>>;
    try {
      seeded = await seed(database.db, options.buyers);
    } finally {
      await database.close();
    }
    return { env: { DATA_DIR: dataDir }, dataDir, ...seeded, cleanup: removeDir };
  } catch (error) {
    await removeDir();
    throw error;
  }
}

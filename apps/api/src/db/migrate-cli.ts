// `npm run migrate`: apply pending migrations to the configured database and say what ran.
import { loadStartupConfig } from '../startup-config';
import { openDatabase } from './client';
import { migrateToLatest } from './migrator';

const config = loadStartupConfig();
const database = await openDatabase(config);
try {
  const applied = await migrateToLatest(database.db);
  const where = database.engine === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}/db`;
  console.log(
    applied.length === 0
      ? `migrate: ${where} is up to date`
      : `migrate: applied ${applied.join(', ')} on ${where}`,
  );
} finally {
  await database.close();
}

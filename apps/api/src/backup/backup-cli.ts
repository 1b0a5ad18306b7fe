// `npm run backup [-- <folder>]`: the database and the stored files of this configuration into a new
// folder (default backups/kraam-<time> in the repository). The embedded database must not be open:
// stop `npm start` first. PostgreSQL is backed up online.
import path from 'node:path';
import { DatabaseInUseError } from '../db/pglite-lock';
import { REPO_ROOT } from '../config';
import { loadStartupConfig } from '../startup-config';
import { BackupError } from './backup-manifest';
import { createBackup } from './create-backup';

const config = loadStartupConfig();
const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
const target = path.resolve(REPO_ROOT, process.argv[2] ?? path.join('backups', `kraam-${stamp}`));
try {
  const manifest = await createBackup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, target });
  console.log(`backup: ${manifest.ads} ads and ${manifest.files} stored files saved in ${target}`);
} catch (error) {
  if (!(error instanceof BackupError || error instanceof DatabaseInUseError)) throw error;
  console.error(`backup: ${error.message}`);
  process.exitCode = 1;
}

// `npm run restore -- <folder> [--replace]`: a backup back into DATA_DIR (or, for a PostgreSQL backup,
// into DATABASE_URL), checked against its manifest. An existing database is only replaced with
// --replace; an embedded one is then set aside, not deleted.
import path from 'node:path';
import { DatabaseInUseError } from '../db/pglite-lock';
import { REPO_ROOT } from '../config';
import { loadStartupConfig } from '../startup-config';
import { BackupError } from './backup-manifest';
import { restoreBackup } from './restore-backup';

const args = process.argv.slice(2);
const folder = args.find((arg) => !arg.startsWith('--'));
if (!folder) {
  console.error('restore: name the backup folder: npm run restore -- backups/kraam-… [--replace]');
  process.exit(1);
}
const config = loadStartupConfig();
try {
  const result = await restoreBackup({
    source: path.resolve(REPO_ROOT, folder),
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    replace: args.includes('--replace'),
  });
  if (result.setAside) console.log(`restore: the previous database is set aside in ${result.setAside}`);
  console.log(`restore: ${result.ads} ads and ${result.files} stored files restored and checked`);
} catch (error) {
  if (!(error instanceof BackupError || error instanceof DatabaseInUseError)) throw error;
  console.error(`restore: ${error.message}`);
  process.exitCode = 1;
}

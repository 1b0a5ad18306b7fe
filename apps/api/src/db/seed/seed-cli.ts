// `npm run seed [-- --reset]`: migrate, then seed the demo into an empty database (or after --reset),
// and its admin, whose password goes to DATA_DIR/demo-admin.json (scripts/start.mjs prints it).
import { loadStartupConfig } from '../../startup-config';
import { createFileStore } from '../../files/file-store';
import { openDatabase } from '../client';
import { migrateToLatest } from '../migrator';
import { defaultSeedContent } from './default-content';
import { seedDemoAdmin, writeDemoAdminFile } from './demo-admin';
import { runSeed } from './run-seed';

const reset = process.argv.includes('--reset');
const config = loadStartupConfig();
const database = await openDatabase(config);
const started = performance.now();
try {
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) console.log(`seed: migrations applied: ${applied.join(', ')}`);
  const result = await runSeed(database.db, createFileStore(database.db, config.dataDir), {
    reset,
    log: (line) => console.log(line),
    content: defaultSeedContent,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.seeded) {
    const file = await writeDemoAdminFile(config.dataDir, await seedDemoAdmin(database.db));
    console.log(`seed: done, ${result.ads} ads in ${seconds} s; the demo admin's password is in ${file}`);
  }
} catch (error) {
  console.error('seed: failed', error);
  process.exitCode = 1;
} finally {
  await database.close();
}

// `npm run seed [-- --reset]`: migrate, then seed the demo into an empty database (or after --reset).
import { loadConfig } from '../../config';
import { createFileStore } from '../../files/file-store';
import { openDatabase } from '../client';
import { migrateToLatest } from '../migrator';
import { defaultSeedContent } from './default-content';
import { runSeed } from './run-seed';

const reset = process.argv.includes('--reset');
const config = loadConfig();
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
  if (result.seeded) console.log(`seed: done, ${result.ads} ads in ${seconds} s`);
} catch (error) {
  console.error('seed: failed', error);
  process.exitCode = 1;
} finally {
  await database.close();
}

// `npm run seed [-- --reset]`: migrate, then seed the demo into an empty database (or after --reset),
// and its admin, whose password goes to DATA_DIR/demo-admin.json (scripts/start.mjs prints it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../../config';
import { loadStartupConfig } from '../../startup-config';
import { createFileStore } from '../../files/file-store';
import { openDatabase } from '../client';
import { migrateToLatest } from '../migrator';
import { defaultSeedContent } from './default-content';
import { cachedPictures, rendererVersion } from './picture-cache';
import { seedDemoAdmin, writeDemoAdminFile } from './demo-admin';
import { runSeed } from './run-seed';

const reset = process.argv.includes('--reset');
// In the checkout's dependency folder, as build tools keep theirs: it goes with a fresh install.
const PICTURE_CACHE = path.join(REPO_ROOT, 'node_modules/.cache/kraam-seed-pictures');
const RENDERERS = fileURLToPath(new URL('./photos.ts', import.meta.url));
const config = loadStartupConfig();
const database = await openDatabase(config);
const started = performance.now();
try {
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) console.log(`seed: migrations applied: ${applied.join(', ')}`);
  const result = await runSeed(database.db, createFileStore(database.db, config.dataDir), {
    reset,
    log: (line) => console.log(line),
    content: {
      ...defaultSeedContent,
      pictures: cachedPictures(defaultSeedContent.pictures, PICTURE_CACHE, rendererVersion(RENDERERS)),
    },
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

// `npm run test:e2e`: the browser journeys in e2e/, in Debian's Chromium, against the real built web and
// API started on free ports with a temporary DATA_DIR (seeded like `npm start`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWebIfStale } from './lib/build-web.mjs';
import { chromiumPath } from './lib/chromium-path.mjs';
import { freePort } from './lib/free-port.mjs';
import { startLocalPushService } from './lib/local-push-service.mjs';
import { runNode } from './lib/run.mjs';
import { buildServerBundles } from './lib/server-bundles.mjs';
import { serviceEnv, startServices } from './lib/services.mjs';
import { printSummary, runVitest } from './lib/vitest-summary.mjs';

const CHROMIUM = chromiumPath();
if (!fs.existsSync(CHROMIUM)) {
  console.error(
    `Chromium not found at ${CHROMIUM}: apt-get install -y chromium-headless-shell (or chromium, or set CHROMIUM_PATH).`,
  );
  printSummary({ passed: 0, failed: 1 });
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kraam-e2e-'));
// The browsers' push service, on this machine (e2e/support/push-service.ts).
const pushService = await startLocalPushService();
const env = serviceEnv({
  ...process.env,
  PORT: String(await freePort()),
  API_PORT: String(await freePort()),
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // As behind a proxy: the journeys' helpers name a visitor of their own in X-Forwarded-For
  // (e2e/support/client-address.ts), so per-address limits count visitors, not this one machine.
  TRUST_PROXY: 'true',
  // The journeys share one database: the embedded default unless E2E_DATABASE_URL names another.
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
  PUSH_SERVICE_ORIGINS: pushService.origin,
});
if (!env.DATABASE_URL) delete env.DATABASE_URL;

const cleanup = () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  void pushService.close();
};

console.log(`e2e: data in ${dataDir}; seeding beside the build…`);
// The seed migrates first, as `npm run seed` does. It needs no build, so it runs beside it: a single
// process, which the build's idle moments absorb (decision 0051).
const seeding = runNode(['--import', 'tsx', 'apps/api/src/db/seed/seed-cli.ts'], { env });
await buildWebIfStale();
await buildServerBundles();
const seeded = await seeding;
if (seeded.code !== 0) {
  cleanup();
  printSummary({ passed: 0, failed: 1 });
  process.exit(1);
}

let services;
try {
  services = await startServices(env, {
    onExit: (code) => {
      console.error(`e2e: a server exited early (code ${code})`);
      cleanup();
      process.exit(1);
    },
  });
} catch (error) {
  console.error(`e2e: ${error.message}`);
  cleanup();
  printSummary({ passed: 0, failed: 1 });
  process.exit(1);
}

const result = await runVitest(['--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)], {
  env: {
    ...env,
    E2E_WEB_URL: env.PUBLIC_WEB_URL,
    E2E_API_URL: env.PUBLIC_API_URL,
    E2E_DATA_DIR: dataDir,
    E2E_PUSH_SERVICE_URL: pushService.origin,
    CHROMIUM_PATH: CHROMIUM,
  },
});
await services.stop();
cleanup();
console.log('');
printSummary(result);
process.exit(result.failed > 0 || result.code !== 0 ? 1 : 0);

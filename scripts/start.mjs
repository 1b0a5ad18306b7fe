// `npm start`: build what is missing, migrate and seed an empty database, serve web and API, and keep
// them running: a server that crashes is logged and restarted with backoff (lib/supervise.mjs) while
// the other keeps serving. Ctrl+C or SIGTERM stops both. `npm run dev`: the same with next dev and a
// watching API.
import { statSync } from 'node:fs';
import path from 'node:path';
import { buildWebIfStale } from './lib/build-web.mjs';
import { demoAdminNotice } from './lib/demo-admin-notice.mjs';
import { ROOT } from './lib/paths.mjs';
import { runNode } from './lib/run.mjs';
import { buildServerBundles } from './lib/server-bundles.mjs';
import { serviceEnv, superviseServices } from './lib/services.mjs';

const dev = process.argv.includes('--dev');
// The web server forwards its visitors' addresses from this machine: without trusting it, every admin
// login and server-rendered search would count against one address (the web server's).
const env = serviceEnv({ TRUST_PROXY: 'loopback', ...process.env });

if (!dev) {
  await buildWebIfStale();
  await buildServerBundles();
}

// The seed writes it only when it seeds the demo, so a new or changed file means a first start.
const demoAdminFile = path.resolve(ROOT, env.DATA_DIR || 'data', 'demo-admin.json');
const demoAdminWritten = () => statSync(demoAdminFile, { throwIfNoEntry: false })?.mtimeMs;
const demoAdminBefore = demoAdminWritten();

for (const cli of ['apps/api/src/db/migrate-cli.ts', 'apps/api/src/db/seed/seed-cli.ts']) {
  const { code } = await runNode(['--import', 'tsx', cli], { env });
  if (code !== 0) process.exit(code);
}

const services = superviseServices(env, { dev });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void services.stop().then(() => process.exit(0)));
}
try {
  await services.ready;
} catch (error) {
  console.error(`start: ${error.message}`);
  await services.stop();
  process.exit(1);
}
console.log(
  `\nKraam is running. Open ${env.PUBLIC_WEB_URL} in your browser (API ${env.PUBLIC_API_URL}; Ctrl+C stops)`,
);
if (demoAdminWritten() !== demoAdminBefore) {
  console.log(demoAdminNotice(env.PUBLIC_WEB_URL, demoAdminFile));
}
console.log('');

// `npm start`: build what is missing, migrate and seed an empty database, serve web and API.
// `npm run dev`: the same with next dev and a watching API.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildWebIfStale } from './lib/build-web.mjs';
import { ROOT } from './lib/paths.mjs';
import { runNode } from './lib/run.mjs';
import { serviceEnv, startServices } from './lib/services.mjs';

const dev = process.argv.includes('--dev');
const env = serviceEnv();

if (!dev) await buildWebIfStale();

// The seed writes it only when it seeds the demo, so a new or changed file means a first start.
const demoAdminFile = path.resolve(ROOT, env.DATA_DIR || 'data', 'demo-admin.json');
const demoAdminWritten = () => statSync(demoAdminFile, { throwIfNoEntry: false })?.mtimeMs;
const demoAdminBefore = demoAdminWritten();

for (const cli of ['apps/api/src/db/migrate-cli.ts', 'apps/api/src/db/seed/seed-cli.ts']) {
  const { code } = await runNode(['--import', 'tsx', cli], { env });
  if (code !== 0) process.exit(code);
}

const services = await startServices(env, { dev, onExit: (code) => process.exit(code) });
console.log(`\nKraam is running: web ${env.PUBLIC_WEB_URL} · API ${env.PUBLIC_API_URL} (Ctrl+C stops)`);
if (demoAdminWritten() !== demoAdminBefore) {
  const { email, password } = JSON.parse(readFileSync(demoAdminFile, 'utf8'));
  console.log(
    `Admin panel: ${env.PUBLIC_WEB_URL}/admin/login as ${email} with password ${password} (kept in ${demoAdminFile})`,
  );
}
console.log('');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void services.stop().then(() => process.exit(0)));
}

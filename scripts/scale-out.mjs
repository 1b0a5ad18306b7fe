// `npm run scale-out`: Kraam as a cluster on one machine. PostgreSQL and Redis (127.0.0.1 unless
// SCALE_OUT_DATABASE_URL / REDIS_URL say otherwise), two API and two web processes sharing one files
// folder, and nginx in front (deploy/nginx/kraam.conf.template, as compose.yaml uses it). Then, through
// the balancer, the cross-instance checks (sessions, uploads, rate limits, cache invalidation, chat
// fan-out) and the chat and publishing journeys in Chromium. Ends with "N passed, N failed". Arguments go
// to vitest, e.g. a test file filter.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { buildWebIfStale } from './lib/build-web.mjs';
import { chromiumPath } from './lib/chromium-path.mjs';
import { freePort } from './lib/free-port.mjs';
import { ensureNginx, startNginx } from './lib/nginx.mjs';
import { runNode } from './lib/run.mjs';
import { startApi, startWeb, stopChild, waitFor } from './lib/services.mjs';
import { tcpAnswers } from './lib/tcp-answers.mjs';
import { printSummary, runVitest } from './lib/vitest-summary.mjs';

const SERVER_URL = process.env.SCALE_OUT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CHROMIUM = chromiumPath();

function fail(message) {
  console.error(`scale-out: ${message}`);
  printSummary({ passed: 0, failed: 1 });
  process.exit(1);
}

for (const [name, url] of [
  ['PostgreSQL', SERVER_URL.replace(/^postgres(ql)?:/, 'http:')],
  ['Redis', REDIS_URL.replace(/^rediss?:/, 'http:')],
]) {
  if (!(await tcpAnswers(url))) fail(`${name} does not answer at ${new URL(url).host}`);
}
if (!fs.existsSync(CHROMIUM))
  fail(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium-headless-shell`);
ensureNginx();
await buildWebIfStale();

const run = randomBytes(4).toString('hex');
const database = `kraam_scaleout_${run}`;
const admin = async (statement) => {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};
await admin(`CREATE DATABASE ${database}`);
const databaseUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${database}` }).toString();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kraam-scale-out-'));
const dataDir = path.join(work, 'data');
const nginxDir = path.join(work, 'nginx');
fs.mkdirSync(nginxDir);

const [api1, api2, web1, web2, lbWeb, lbApi] = await Promise.all(Array.from({ length: 6 }, freePort));
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  REDIS_URL,
  REDIS_KEY_PREFIX: `kraam-scale-out-${run}:`,
  // Both instances share these, as they would share a volume and a secret in a real cluster.
  DATA_DIR: dataDir,
  JWT_SECRET: randomBytes(32).toString('hex'),
  // nginx on this machine is the one hop to believe (deploy/nginx/kraam.conf.template).
  TRUST_PROXY: 'loopback',
  WEB_TRUST_PROXY: 'loopback',
  PUBLIC_WEB_URL: `http://localhost:${lbWeb}`,
  PUBLIC_API_URL: `http://localhost:${lbApi}`,
  INTERNAL_API_URL: `http://127.0.0.1:${lbApi}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  NEXT_TELEMETRY_DISABLED: '1',
};

const children = [];
let stopping = false;
let nginx;
async function cleanUp() {
  await nginx?.stop();
  await Promise.all(children.map(stopChild));
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const keys = await redis.keys(`${env.REDIS_KEY_PREFIX}*`);
    if (keys.length > 0) await redis.del(...keys);
  } catch {
    // Nothing to tidy when Redis is gone.
  } finally {
    redis.disconnect();
  }
  fs.rmSync(work, { recursive: true, force: true });
}

let result = { passed: 0, failed: 1 };
try {
  console.log(`scale-out: database ${database}, files in ${dataDir}; migrating and seeding…`);
  // The seed migrates first, as `npm run seed` does.
  const seeded = await runNode(['--import', 'tsx', 'apps/api/src/db/seed/seed-cli.ts'], { env });
  if (seeded.code !== 0) throw new Error('the seed failed');
  for (const port of [api1, api2]) children.push(startApi({ ...env, API_PORT: String(port) }));
  for (const port of [web1, web2]) children.push(startWeb({ ...env, PORT: String(port) }));
  for (const child of children)
    child.once('exit', (code) => {
      if (!stopping) console.error(`scale-out: an instance exited early (code ${code})`);
    });
  await Promise.all([
    ...[api1, api2].map((port) => waitFor(`http://127.0.0.1:${port}/health`, `API :${port}`, 60_000)),
    ...[web1, web2].map((port) => waitFor(`http://127.0.0.1:${port}/`, `web :${port}`, 120_000)),
  ]);
  nginx = startNginx(nginxDir, {
    webListen: lbWeb,
    apiListen: lbApi,
    webServers: [web1, web2],
    apiServers: [api1, api2],
  });
  await waitFor(`http://127.0.0.1:${lbApi}/health`, 'the balancer (API)', 20_000);
  await waitFor(`http://127.0.0.1:${lbWeb}/`, 'the balancer (web)', 20_000);
  console.log(`scale-out: nginx :${lbWeb} → web :${web1} :${web2}; :${lbApi} → API :${api1} :${api2}`);

  result = await runVitest(['--config', 'e2e/scale-out/vitest.config.ts', ...process.argv.slice(2)], {
    env: {
      ...env,
      E2E_WEB_URL: `http://localhost:${lbWeb}`,
      E2E_API_URL: `http://localhost:${lbApi}`,
      E2E_DATA_DIR: dataDir,
      SCALE_OUT_API_INSTANCES: [api1, api2].map((port) => `http://127.0.0.1:${port}`).join(','),
      SCALE_OUT_WEB_INSTANCES: [web1, web2].map((port) => `http://127.0.0.1:${port}`).join(','),
      SCALE_OUT_NGINX_ACCESS_LOG: path.join(nginxDir, 'access.log'),
      CHROMIUM_PATH: CHROMIUM,
    },
  });
} catch (error) {
  console.error(`scale-out: ${error.message}`);
} finally {
  stopping = true;
  await cleanUp();
}
console.log('');
printSummary(result);
process.exit(result.failed > 0 || result.code ? 1 : 0);

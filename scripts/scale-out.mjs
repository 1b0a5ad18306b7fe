// `npm run scale-out`: Kraam as a cluster on one machine. A PostgreSQL primary with a streaming replica
// for public reads (clusters of its own, from this machine's server binaries: scripts/lib/pg-cluster.mjs),
// Redis (127.0.0.1 unless REDIS_URL says otherwise), two API and two web processes sharing one files
// folder, and nginx in front (deploy/nginx/kraam.conf.template, as compose.yaml uses it). Then, through
// the balancer, the cross-instance checks (sessions, uploads, rate limits, cache invalidation, chat
// fan-out, reads from the replica) and the chat and publishing journeys in Chromium. Ends with
// "N passed, N failed". Arguments go to vitest, e.g. a test file filter.
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
import { postgresBinDir, startCluster, stopCluster } from './lib/pg-cluster.mjs';
import { runNode } from './lib/run.mjs';
import { buildServerBundles } from './lib/server-bundles.mjs';
import { startApi, startWeb, stopChild, waitFor } from './lib/services.mjs';
import { tcpAnswers } from './lib/tcp-answers.mjs';
import { printSummary, runVitest } from './lib/vitest-summary.mjs';

const PG_BIN = postgresBinDir();
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CHROMIUM = chromiumPath();

function fail(message) {
  console.error(`scale-out: ${message}`);
  printSummary({ passed: 0, failed: 1 });
  process.exit(1);
}

if (!PG_BIN) fail('no PostgreSQL server binaries in /usr/lib/postgresql: apt-get install -y postgresql');
if (!(await tcpAnswers(REDIS_URL.replace(/^rediss?:/, 'http:'))))
  fail(`Redis does not answer at ${new URL(REDIS_URL).host}`);
if (!fs.existsSync(CHROMIUM))
  fail(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium-headless-shell`);
ensureNginx();
await buildWebIfStale();
await buildServerBundles();

const run = randomBytes(4).toString('hex');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kraam-scale-out-'));
const dataDir = path.join(work, 'data');
const nginxDir = path.join(work, 'nginx');
fs.mkdirSync(nginxDir);
// Apart from `work`, which is private to this user: the clusters' owner must reach them.
const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kraam-scale-out-pg-'));
const primaryDir = path.join(pgDir, 'primary');
const replicaDir = path.join(pgDir, 'replica');

const [api1, api2, web1, web2, lbWeb, lbApi, primaryPort, replicaPort] = await Promise.all(
  Array.from({ length: 8 }, freePort),
);
const withDatabase = (url) => Object.assign(new URL(url), { pathname: '/kraam' }).toString();
let databaseUrl;
let replicaUrl;
try {
  const primaryServer = startCluster(PG_BIN, { dir: primaryDir, port: primaryPort });
  const client = new pg.Client({ connectionString: primaryServer });
  await client.connect();
  await client.query('CREATE DATABASE kraam').finally(() => client.end());
  databaseUrl = withDatabase(primaryServer);
  replicaUrl = withDatabase(startCluster(PG_BIN, { dir: replicaDir, port: replicaPort, primaryPort }));
} catch (error) {
  stopClusters();
  fail(`the PostgreSQL primary and replica did not start: ${error.stderr ?? error.message}`);
}

function stopClusters() {
  for (const dir of [replicaDir, primaryDir]) {
    try {
      stopCluster(PG_BIN, dir);
    } catch {
      // A cluster that never started, or was stopped by a test, has nothing to stop.
    }
  }
  fs.rmSync(pgDir, { recursive: true, force: true });
}

const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  DATABASE_READ_URL: replicaUrl,
  REDIS_URL,
  REDIS_KEY_PREFIX: `kraam-scale-out-${run}:`,
  // Both instances share these, as they would share a volume and a secret in a real cluster.
  DATA_DIR: dataDir,
  JWT_SECRET: randomBytes(32).toString('hex'),
  // /metrics says where public reads ran; behind the balancer only a token reads it.
  METRICS_TOKEN: randomBytes(16).toString('hex'),
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
  stopClusters();
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
  console.log(
    `scale-out: primary :${primaryPort} with a streaming replica :${replicaPort}, files in ${dataDir}; migrating and seeding…`,
  );
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
      SCALE_OUT_REPLICA_URL: replicaUrl,
      SCALE_OUT_REPLICA_DIR: replicaDir,
      SCALE_OUT_PG_BIN: PG_BIN,
      SCALE_OUT_METRICS_TOKEN: env.METRICS_TOKEN,
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

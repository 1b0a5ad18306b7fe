// `npm run bench:web [-- --seconds=8 --connections=10 --lighthouse-runs=5]`: the web app as `npm start` runs
// it (production build, the guest page cache in front of Next, demo data in a temporary DATA_DIR), measured
// over real HTTP in one run: guest requests/s and p50/p95 of home, ad and search with autocannon beside a
// static chunk of the same web server and the API's GET /health; the same pages rendered on every request
// (as a signed-in request, which the cache passes to Next); Lighthouse on home, search and ad (mobile,
// median of 5, as Lighthouse's guide on variability advises); first-load JS per route (first-load-js.ts).
// Figures go to bench/out/web.json.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, freePort, runNode, startApi, startWeb, waitForHealth } from '../lib/bench-process';
import { loadTest, type LoadFigures } from './autocannon-run';
import { BUDGET_ROUTES, formatFirstLoad, measureFirstLoadJs, resolveRouteIds } from './first-load-js';
import { lighthouseMedian } from './lighthouse-runs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '10' },
    'lighthouse-runs': { type: 'string', default: '5' },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const LIGHTHOUSE_RUNS = Number(args['lighthouse-runs']);
/**
 * The guest budget (docs/decisions/0016-guest-page-cache.md): guest SSR requests/s at least this share
 * of the static chunk's.
 */
const GUEST_RATIO_BUDGET = 0.25;

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

async function waitForPage(url: string): Promise<void> {
  for (let tries = 0; tries < 480; tries += 1) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 120 s`);
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** A chunk the home page loads: the static-file baseline, served by the same web server. */
async function staticChunk(web: string): Promise<string> {
  const html = await (await fetch(`${web}/`)).text();
  const src = /<script\b[^>]*\bsrc="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('the home page names no static chunk');
  return src;
}

/** Two guest requests per page: the first fills the cache, the second must be a hit. */
async function warm(web: string, pages: Record<string, string>): Promise<Record<string, string | null>> {
  const states: Record<string, string | null> = {};
  for (const [name, page] of Object.entries(pages)) {
    await (await fetch(`${web}${page}`)).text();
    const second = await fetch(`${web}${page}`);
    await second.text();
    states[name] = second.headers.get('x-kraam-page-cache');
  }
  return states;
}

execFileSync(
  process.execPath,
  ['-e', "import('./scripts/lib/build-web.mjs').then((m) => m.buildWebIfStale())"],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kraam-bench-web-'));
const [apiPort, webPort] = [await freePort(), await freePort()];
const api = `http://127.0.0.1:${apiPort}`;
const web = `http://127.0.0.1:${webPort}`;
const shared = {
  DATA_DIR: dataDir,
  PORT: String(webPort),
  API_PORT: String(apiPort),
  PUBLIC_WEB_URL: web,
  PUBLIC_API_URL: api,
  INTERNAL_API_URL: api,
  INTERNAL_WEB_URL: web,
  PAGE_CACHE_SECRET: randomBytes(32).toString('hex'),
  // As `npm start`: the web server forwards its visitors' addresses from this machine.
  TRUST_PROXY: 'loopback',
  // Every request here comes from one address; the renders measured without the cache would otherwise
  // meet the per-address search limit and measure its 429 fallback.
  SEARCH_RATE_LIMIT: '0',
  LOG_LEVEL: 'warn',
};
const children: ChildProcess[] = [];
try {
  log(`seeding ${dataDir}`);
  for (const cli of ['apps/api/src/db/migrate-cli.ts', 'apps/api/src/db/seed/seed-cli.ts'])
    await runNode(ROOT, cli, { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  children.push(await startApi(apiPort, shared));
  await waitForHealth(api);
  children.push(await startWeb(webPort, shared));
  await waitForPage(`${web}/`);

  const [adPath = '/', searchPath = '/'] = await resolveRouteIds(api, [
    '/ads/{ad}',
    '/categoryAds?search=fiets',
  ]);
  const pages = { home: '/', ad: adPath, search: searchPath };
  const chunk = await staticChunk(web);
  const cacheStates = await warm(web, pages);
  log(`cache after warming: ${JSON.stringify(cacheStates)}`);
  const loadBefore = uptime();
  log(`machine: ${loadBefore}`);

  const run = (url: string, headers?: Record<string, string>) =>
    loadTest(url, { seconds: SECONDS, connections: CONNECTIONS, headers });
  await run(`${web}${chunk}`); // unrecorded: the JIT warms up
  const baselines: Record<string, LoadFigures> = {
    staticChunk: await run(`${web}${chunk}`),
    apiHealth: await run(`${api}/health`),
  };
  log(
    `static chunk ${baselines.staticChunk!.requestsPerSecond} req/s, API /health ${baselines.apiHealth!.requestsPerSecond} req/s`,
  );
  const guest: Record<string, LoadFigures> = {};
  const rendered: Record<string, LoadFigures> = {};
  for (const [name, page] of Object.entries(pages)) {
    guest[name] = await run(`${web}${page}`);
    // The cache passes a request with an Authorization header to Next: a fresh render each time.
    rendered[name] = await run(`${web}${page}`, { authorization: 'Bearer bench' });
    log(
      `${name}: guest ${guest[name].requestsPerSecond} req/s, rendered ${rendered[name].requestsPerSecond} req/s`,
    );
  }
  const loadAfter = uptime();
  const staticRps = baselines.staticChunk!.requestsPerSecond;
  const ratios = Object.fromEntries(
    Object.entries(guest).map(([name, figures]) => [
      name,
      Math.round((figures.requestsPerSecond / staticRps) * 1000) / 1000,
    ]),
  );

  log('first-load JS');
  const firstLoad = await measureFirstLoadJs(web, await resolveRouteIds(api, BUDGET_ROUTES));
  console.log(formatFirstLoad(firstLoad));

  const lighthouse: Record<string, Awaited<ReturnType<typeof lighthouseMedian>>> = {};
  for (const [name, page] of Object.entries(pages)) {
    log(`lighthouse ${name} (${LIGHTHOUSE_RUNS} runs)`);
    lighthouse[name] = await lighthouseMedian(`${web}${page}`, LIGHTHOUSE_RUNS);
  }

  const result = {
    at: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      uptimeBefore: loadBefore,
      uptimeAfter: loadAfter,
    },
    load: { connections: CONNECTIONS, seconds: SECONDS, tool: 'autocannon' },
    paths: { ...pages, staticChunk: chunk },
    cacheStates,
    baselines,
    guest,
    rendered,
    guestToStaticChunk: ratios,
    guestRatioBudget: GUEST_RATIO_BUDGET,
    firstLoad: firstLoad.map(({ path: route, status, gzipBytes, bytes }) => ({
      path: route,
      status,
      bytes,
      gzipBytes,
    })),
    lighthouse: Object.fromEntries(
      Object.entries(lighthouse).map(([name, { runs, ...median }]) => [name, { median, runs }]),
    ),
  };
  await mkdir(path.join(ROOT, 'bench/out'), { recursive: true });
  await writeFile(path.join(ROOT, 'bench/out/web.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify({ guestToStaticChunk: ratios, lighthouse: result.lighthouse }, null, 2));
} finally {
  await Promise.all(children.map(stop));
  await rm(dataDir, { recursive: true, force: true });
}

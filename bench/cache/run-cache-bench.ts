// `npm run bench:cache [-- --seconds=8 --connections=10]`: the hot public reads over real HTTP (autocannon),
// cached vs uncached (CACHE_DISABLED=true), each against the API as its own production process on one
// seeded embedded database, with GET /health of the same process as the baseline. Figures go to
// bench/out/cache.json; the ad detail's requests/s is also given as a ratio of /health.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_PATHS, adListResponseSchema } from '@kraam/shared';
import { ROOT, freePort, runNode, startApi, waitForHealth } from '../lib/bench-process';
import { measure } from './measure';
import type { Figures } from './measure';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '10' },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

/** Seeded like `npm start`: migrations, then the demo content. */
async function seed(dataDir: string): Promise<void> {
  for (const cli of ['apps/api/src/db/migrate-cli.ts', 'apps/api/src/db/seed/seed-cli.ts'])
    await runNode(ROOT, cli, { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
}

/** The routes measured, with ids and a search word taken from the seeded data. */
async function routes(base: string): Promise<Record<string, string>> {
  const feed = adListResponseSchema.parse(
    await (await fetch(`${base}${API_PATHS.homeFeed}?sort=newest&lang=nl`)).json(),
  );
  const first = feed.data[0];
  if (!first) throw new Error('the seeded database has no ads');
  const word = first.title.split(/\s+/).find((part) => part.length > 3) ?? first.title;
  return {
    health: '/health',
    categoryTree: `${API_PATHS.categoryTree}?lang=nl`,
    homeFeed: `${API_PATHS.homeFeed}?sort=trending&lang=nl`,
    adDetail: `${API_PATHS.adDetail}?id=${first.id}&lang=nl`,
    popularSearch: `${API_PATHS.adSearch}?search=${encodeURIComponent(word.toLowerCase())}&lang=nl`,
  };
}

async function measureProcess(
  dataDir: string,
  cacheDisabled: boolean,
): Promise<{ paths: Record<string, string>; figures: Record<string, Figures> }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // One address makes every request here: the per-address search limit would measure itself.
  const api = await startApi(port, {
    DATA_DIR: dataDir,
    CACHE_DISABLED: String(cacheDisabled),
    SEARCH_RATE_LIMIT: '0',
  });
  try {
    await waitForHealth(base);
    const paths = await routes(base);
    // A short unrecorded run first, so the first route measured does not pay for the JIT warming up.
    await measure(`${base}/health`, { seconds: 1, connections: CONNECTIONS });
    const figures: Record<string, Figures> = {};
    for (const [name, url] of Object.entries(paths)) {
      await fetch(`${base}${url}`); // fills the cache, as a first visitor would
      figures[name] = await measure(`${base}${url}`, { seconds: SECONDS, connections: CONNECTIONS });
      log(`${cacheDisabled ? 'uncached' : 'cached  '} ${name}: ${figures[name].requestsPerSecond} req/s`);
    }
    return { paths, figures };
  } finally {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kraam-bench-cache-'));
try {
  log(`seeding ${dataDir}`);
  await seed(dataDir);
  const cached = await measureProcess(dataDir, false);
  const uncached = await measureProcess(dataDir, true);
  const names = Object.keys(cached.figures).filter((name) => name !== 'health');
  const rps = (figures: Record<string, Figures>, name: string) => figures[name]?.requestsPerSecond ?? 0;
  const ratio = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 100) / 100);
  const result = {
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
    load: { connections: CONNECTIONS, seconds: SECONDS, tool: 'autocannon' },
    paths: cached.paths,
    health: { cached: cached.figures.health, uncached: uncached.figures.health },
    routes: Object.fromEntries(
      names.map((name) => [
        name,
        {
          cached: cached.figures[name],
          uncached: uncached.figures[name],
          speedup: ratio(rps(cached.figures, name), rps(uncached.figures, name)),
        },
      ]),
    ),
    adDetailToHealth: {
      cached: ratio(rps(cached.figures, 'adDetail'), rps(cached.figures, 'health')),
      uncached: ratio(rps(uncached.figures, 'adDetail'), rps(uncached.figures, 'health')),
    },
  };
  await mkdir(path.join(ROOT, 'bench/out'), { recursive: true });
  await writeFile(path.join(ROOT, 'bench/out/cache.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify({ routes: result.routes, adDetailToHealth: result.adDetailToHealth }, null, 2));
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

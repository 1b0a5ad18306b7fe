// `npx tsx bench/search/explain-requests.ts --database=kraam_bench_1000000_100000 '<url>' …`: each request
// against a database a `--reuse` run of the search bench generated, once to warm it, then every select it
// ran with EXPLAIN (ANALYZE, BUFFERS), printed with the request's own time (app.inject: server time only).
// Where a slow search's time goes (bench/RESULTS.md).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openBenchEngine } from '../lib/bench-database';
import type { CapturedQuery } from '../lib/bench-database';
import { buildSearchBenchApp, explainRequest } from './measure';

const { values: args, positionals: urls } = parseArgs({
  options: { database: { type: 'string', default: 'kraam_bench_1000000_100000' } },
  allowPositionals: true,
});
const captured: CapturedQuery[] = [];
const engine = await openBenchEngine('postgres', { captured, existing: args.database });
const dataDir = await mkdtemp(path.join(tmpdir(), 'kraam-explain-'));
const app = await buildSearchBenchApp(engine.handle, dataDir);
try {
  for (const url of urls) {
    await app.inject({ method: 'GET', url });
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url });
    const ms = (performance.now() - started).toFixed(1);
    console.log(`== ${url}: ${response.statusCode} in ${ms} ms, ${response.body.slice(0, 160)}`);
    for (const plan of await explainRequest(app, engine.handle.db, captured, url, { analyze: true }))
      console.log(`-- ${plan.query}\n${plan.plan}\n`);
  }
} finally {
  await app.close();
  await engine.drop();
  await rm(dataDir, { recursive: true, force: true });
}

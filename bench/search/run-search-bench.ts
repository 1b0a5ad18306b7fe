// `npm run bench:search [-- --ads=200000 --requests=300 --engines=pglite,postgres --transport=http]`:
// generates the ads on a fresh in-memory PGlite and on a scratch PostgreSQL database (created and dropped
// here), then times the searches, suggestions and feeds over HTTP against the listening app (or through
// app.inject with --transport=inject) and EXPLAINs every query they run. Figures and plans go to
// bench/out/search-<engine>.{json,md}; bench/RESULTS.md records them by hand. `--database=<name>` times
// an existing PostgreSQL database generated before (migrated to the latest, kept afterwards): a run at
// 1,000,000 ads need not generate them again (about 11 minutes).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/api/src/app';
import { migrateToLatest } from '../../apps/api/src/db/migrator';
import { loadConfig } from '../../apps/api/src/config';
import { BENCH_SECRET, openBenchEngine } from '../lib/bench-database';
import type { CapturedQuery } from '../lib/bench-database';
import { generateBenchData } from './generate-ads';
import { addVocabulary } from './generate-vocabulary';
import { explainRequest, httpSend, injectSend, timeScenario } from './measure';
import type { Plan, Timing } from './measure';
import { buildScenarios } from './scenarios';

const { values: args } = parseArgs({
  options: {
    ads: { type: 'string', default: '200000' },
    requests: { type: 'string', default: '300' },
    engines: { type: 'string', default: 'pglite,postgres' },
    transport: { type: 'string', default: 'http' },
    /** Extra title words (compounds) beside the catalogue's, as a national site's vocabulary has. */
    vocabulary: { type: 'string', default: '100000' },
    /** An existing, generated PostgreSQL database to time instead of a scratch one. */
    database: { type: 'string' },
  },
});
const ADS = Number(args.ads);
const REQUESTS = Number(args.requests);
const ENGINES = args.engines.split(',');
const TRANSPORT = args.transport === 'inject' ? 'inject' : 'http';
const VOCABULARY = Number(args.vocabulary);
const EXISTING = args.database;
const OUT = path.join(import.meta.dirname, '..', 'out');

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

/** The 1, 5 and 15 minute load averages, as `1.2 / 0.9 / 0.7`. */
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

function report(
  engine: string,
  timings: Timing[],
  plans: Plan[],
  generatedIn: number,
  loads: { before: string; after: string },
): string {
  const rows = timings.map(
    (t) =>
      `| ${t.scenario} | ${t.requests} | ${t.p50} | ${t.p95} | ${t.max} | ${t.targetP95Ms === undefined ? '' : `≤ ${t.targetP95Ms}`} |`,
  );
  const planText = plans.map((p) => `### ${p.url}\n\n\`${p.query}…\`\n\n\`\`\`\n${p.plan}\n\`\`\``);
  return [
    `# Search benchmark on ${engine}: ${ADS} ads (+ ${VOCABULARY} title words), generated in ${Math.round(generatedIn / 1000)} s, over ${TRANSPORT}`,
    '',
    `Load average (1 / 5 / 15 min) before timing ${loads.before}, after ${loads.after}.`,
    '',
    '| scenario | requests | p50 ms | p95 ms | max ms | target p95 |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `Queries with a Seq Scan on ads: ${plans.filter((p) => p.seqScanOnAds).length} of ${plans.length}`,
    '',
    ...planText,
  ].join('\n');
}

async function runEngine(name: string): Promise<void> {
  const captured: CapturedQuery[] = [];
  const engine = await openBenchEngine(name, { captured, existing: EXISTING });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kraam-bench-'));
  try {
    log(`${name}: migrating`);
    await migrateToLatest(engine.handle.db);
    const started = performance.now();
    if (!(EXISTING && name === 'postgres')) {
      await generateBenchData(engine.handle.db, ADS, (line) => log(`${name}: ${line}`));
      await addVocabulary(engine.handle.db, VOCABULARY, (line) => log(`${name}: ${line}`));
    }
    const generatedIn = performance.now() - started;
    captured.length = 0;
    const config = {
      // SEARCH_RATE_LIMIT off: every request comes from one address. The response cache off: the
      // scenarios repeat their requests, and what is measured is the search, not a cache hit.
      ...loadConfig({
        JWT_SECRET: BENCH_SECRET,
        LOG_LEVEL: 'silent',
        SEARCH_RATE_LIMIT: '0',
        CACHE_DISABLED: 'true',
      }),
      dataDir,
    };
    const app = await buildApp(config, { database: engine.handle });
    const send =
      TRANSPORT === 'http' ? httpSend(await app.listen({ host: '127.0.0.1', port: 0 })) : injectSend(app);
    const scenarios = await buildScenarios(engine.handle.db);
    const timings: Timing[] = [];
    const loads = { before: load(), after: '' };
    for (const scenario of scenarios) {
      const timing = await timeScenario(send, scenario, REQUESTS);
      log(`${name}: ${scenario.name}: p50 ${timing.p50} ms, p95 ${timing.p95} ms`);
      for (const slow of timing.slowest) log(`    ${slow.medianMs} ms  ${slow.url}`);
      timings.push(timing);
      captured.length = 0;
    }
    loads.after = load();
    log(`${name}: load average before ${loads.before}, after ${loads.after}`);
    const plans: Plan[] = [];
    for (const scenario of scenarios)
      for (const url of scenario.urls)
        plans.push(...(await explainRequest(app, engine.handle.db, captured, url)));
    const seq = plans.filter((p) => p.seqScanOnAds);
    log(`${name}: ${plans.length} queries explained, ${seq.length} with a Seq Scan on ads`);
    for (const p of seq) log(`  seq scan: ${p.url}: ${p.query}`);
    await app.close();
    await mkdir(OUT, { recursive: true });
    await writeFile(
      path.join(OUT, `search-${name}.json`),
      JSON.stringify(
        { ads: ADS, vocabulary: VOCABULARY, transport: TRANSPORT, generatedIn, loads, timings, plans },
        null,
        2,
      ),
    );
    await writeFile(path.join(OUT, `search-${name}.md`), report(name, timings, plans, generatedIn, loads));
  } finally {
    await engine.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

for (const name of ENGINES) await runEngine(name);

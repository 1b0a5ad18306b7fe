// `npm run test:reliability`: the reliability and security battery (apps/api/src/reliability) on the
// embedded database and then on PostgreSQL when it answers (DATABASE_URL, default the local server),
// and its figures written to docs/reliability.md. RELIABILITY_FULL=1: the full-size run (more fuzzing,
// the soak); the default is the bounded run CI makes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { buildWebIfStale } from './lib/build-web.mjs';
import { ROOT } from './lib/paths.mjs';
import { tcpAnswers } from './lib/tcp-answers.mjs';
import { printSummary, runVitest } from './lib/vitest-summary.mjs';

const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const full = process.env.RELIABILITY_FULL === '1';
const figuresFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kraam-reliability-')), 'figures.jsonl');

// These check what happens above the database (headers through the web server, a process's shutdown,
// hostile uploads one at a time): a second engine would run the same statements again, so they run once,
// in the shorter pass, PostgreSQL's when it answers. What differs between the engines (concurrent writes,
// pools, the server going away) is in the other files.
const ENGINE_AGNOSTIC = ['edge-headers', 'graceful-shutdown', 'upload-matrix'].map(
  (name) => `src/reliability/${name}.reliability.ts`,
);
const engines = [{ name: 'PGlite', env: {}, exclude: [] }];
if (await tcpAnswers(POSTGRES_URL, 5432)) {
  engines[0].exclude = ENGINE_AGNOSTIC;
  engines.push({ name: 'PostgreSQL', env: { DATABASE_URL: POSTGRES_URL }, exclude: [] });
} else console.log('PostgreSQL does not answer: the battery runs on PGlite only');

// The forged-header checks run the production web server over its build (CI's e2e made it already).
await buildWebIfStale();

const started = new Date();
/** Test files named on the command line (a partial run). */
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const load = os
  .loadavg()
  .map((value) => value.toFixed(2))
  .join(', ');
// The engines' passes run side by side, each printed whole when it ends: each mostly waits on servers it
// starts and stops, so together they take little longer than the longer one.
const outcomes = await Promise.all(
  engines.map(async (engine) => {
    const env = { ...process.env, RELIABILITY_FIGURES: figuresFile, ...engine.env };
    if (!engine.env.DATABASE_URL) delete env.DATABASE_URL;
    const result = await runVitest(
      [
        '--config',
        'apps/api/vitest.reliability.config.ts',
        ...engine.exclude.flatMap((file) => ['--exclude', file]),
        ...process.argv.slice(2),
      ],
      { env, quiet: true },
    );
    console.log(`\n▶ reliability battery on ${engine.name}\n${result.output.trimEnd()}`);
    return { engine: engine.name, ...result };
  }),
);
const total = { passed: 0, failed: 0, skipped: 0 };
for (const result of outcomes) {
  total.passed += result.passed;
  // A run that ends badly with no failed test (no test found, a broken file) still fails.
  total.failed += result.failed || (result.code ? 1 : 0);
  total.skipped += result.skipped;
}

const engineRank = (name) => engines.findIndex((engine) => engine.name === name);

function report() {
  const figures = fs.existsSync(figuresFile)
    ? fs
        .readFileSync(figuresFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
  const lines = [
    '# Reliability and security battery',
    '',
    'Written by `npm run test:reliability` (scripts/reliability.mjs); do not edit by hand.',
    '',
    `- Run: ${started.toISOString()}, ${full ? 'full size (RELIABILITY_FULL=1)' : 'bounded (as in CI)'}, ${only.length > 0 ? `only ${only.join(', ')}` : 'every check'}`,
    `- Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average at the start ${load}; the engines' passes side by side`,
    `- Outcome: ${outcomes.map((o) => `${o.engine} ${o.passed} passed, ${o.failed} failed`).join('; ')}`,
    '',
  ];
  const sections = [...new Set(figures.map((figure) => figure.section))];
  for (const section of sections) {
    lines.push(`## ${section}`, '', '| Engine | Measure | Value |', '| --- | --- | --- |');
    // Both engines append as they go; each table lists one engine's rows, then the other's.
    const rows = figures
      .filter((entry) => entry.section === section)
      .sort((a, b) => engineRank(a.engine) - engineRank(b.engine));
    for (const figure of rows)
      lines.push(
        `| ${figure.engine} | ${figure.name} | ${figure.value}${figure.unit ? ` ${figure.unit}` : ''} |`,
      );
    lines.push('');
  }
  return lines.join('\n');
}

// Formatted as `npm test`'s format check expects (aligned tables).
const markdown = await prettier.format(report(), { parser: 'markdown', proseWrap: 'preserve' });
// The bounded run (CI's) and the full-size run each keep their own page.
const page = full ? 'docs/reliability-full.md' : 'docs/reliability.md';
fs.writeFileSync(path.join(ROOT, page), markdown);
console.log(`\nfigures written to ${page}`);
printSummary(total);
process.exit(total.failed > 0 || outcomes.some((outcome) => outcome.code !== 0) ? 1 : 0);

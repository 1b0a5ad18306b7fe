// Timing of requests, over HTTP to the listening app (a client's view: socket, routing, validation,
// queries, serialisation) or through app.inject (server time only), and EXPLAIN of every query a
// request runs.
import { performance } from 'node:perf_hooks';
import { CompiledQuery } from 'kysely';
import type { Kysely } from 'kysely';
import { buildApp } from '../../apps/api/src/app';
import type { App } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import type { DatabaseHandle } from '../../apps/api/src/db/client';
import type { Database } from '../../apps/api/src/db/database-types';
import type { Scenario } from './scenarios';
import { BENCH_SECRET } from '../lib/bench-database';
import type { CapturedQuery } from '../lib/bench-database';

/**
 * The API the search bench times, on its database. SEARCH_RATE_LIMIT off: every request comes from one
 * address. The response cache off: the scenarios repeat their requests, and what is measured is the
 * search, not a cache hit.
 */
export const buildSearchBenchApp = (database: DatabaseHandle, dataDir: string): Promise<App> =>
  buildApp(
    {
      ...loadConfig({
        JWT_SECRET: BENCH_SECRET,
        LOG_LEVEL: 'silent',
        SEARCH_RATE_LIMIT: '0',
        CACHE_DISABLED: 'true',
      }),
      dataDir,
    },
    { database },
  );

export interface Timing {
  scenario: string;
  requests: number;
  p50: number;
  p95: number;
  max: number;
  targetP95Ms?: number;
  /** The slowest request shapes by their median, to see what sets the p95. */
  slowest: { url: string; medianMs: number }[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Sends one GET and answers its status and body. */
export type Send = (url: string) => Promise<{ status: number; body: string }>;

/** GETs through app.inject: server time only. */
export const injectSend =
  (app: App): Send =>
  async (url) => {
    const response = await app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.body };
  };

/** GETs over HTTP (keep-alive, as a browser or the web server's fetch) to a listening app. */
export const httpSend =
  (origin: string): Send =>
  async (url) => {
    const response = await fetch(`${origin}${url}`);
    return { status: response.status, body: await response.text() };
  };

/** `requests` GETs of the scenario's URLs in turn, `concurrency` of them in flight at a time. */
export async function timeScenario(
  send: Send,
  scenario: Scenario,
  requests: number,
  concurrency = 1,
): Promise<Timing> {
  for (const url of scenario.urls) await send(url); // warm-up: plans, caches
  const times: number[] = [];
  const byUrl = new Map<string, number[]>();
  let next = 0;
  const client = async () => {
    while (next < requests) {
      const url = scenario.urls[next % scenario.urls.length] as string;
      next += 1;
      const start = performance.now();
      const response = await send(url);
      const ms = performance.now() - start;
      times.push(ms);
      byUrl.set(url, [...(byUrl.get(url) ?? []), ms]);
      if (response.status !== 200) throw new Error(`${url}: ${response.status} ${response.body}`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, client));
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const slowest = [...byUrl.entries()]
    .map(([url, list]) => ({
      url,
      medianMs: round(
        percentile(
          [...list].sort((a, b) => a - b),
          50,
        ),
      ),
    }))
    .sort((a, b) => b.medianMs - a.medianMs)
    .slice(0, 5);
  return {
    scenario: scenario.name,
    requests,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(times.at(-1) ?? 0),
    slowest,
    ...(scenario.targetP95Ms === undefined ? {} : { targetP95Ms: scenario.targetP95Ms }),
  };
}

export interface Plan {
  url: string;
  query: string;
  plan: string;
  seqScanOnAds: boolean;
}

/**
 * EXPLAIN of each select a request ran (captured by the Kysely log hook); `analyze` runs each again with
 * EXPLAIN (ANALYZE, BUFFERS), for where its time goes.
 */
export async function explainRequest(
  app: App,
  db: Kysely<Database>,
  captured: CapturedQuery[],
  url: string,
  { analyze = false } = {},
): Promise<Plan[]> {
  captured.length = 0;
  await app.inject({ method: 'GET', url });
  const queries = captured.splice(0).filter((q) => /^\s*(with|select|\()/i.test(q.sql));
  const plans: Plan[] = [];
  for (const query of queries) {
    const result = await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${analyze ? '(analyze, buffers) ' : ''}${query.sql}`, [...query.parameters]),
    );
    const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
    plans.push({
      url,
      query: query.sql.replace(/\s+/g, ' ').trim().slice(0, 160),
      plan,
      seqScanOnAds: /Seq Scan on ads\b/.test(plan),
    });
  }
  return plans;
}

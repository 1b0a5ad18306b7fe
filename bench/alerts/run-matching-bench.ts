// `npm run bench:matching [-- --searches=100000 --ads=20000 --new-ads=300 --warm-ads=100 --engines=pglite,postgres]`:
// how long matching one newly published ad against many saved searches takes, over the real code path.
// It generates the search bench's ads (for real titles, categories and places), saves `--searches`
// searches for 20,000 users from 5,000 distinct queries built like the search page's (a title word,
// alone or with its category, a price ceiling, a postal code and radius; or a category with those
// filters but no words), each with the columns the Insert call stores (parseSavedQuery, the search's
// references and words, matchColumns), then publishes `--warm-ads` copies of random live ads untimed (an
// instance that has run a while keeps word lists' queries) and `--new-ads` more one by one, and times the
// matching job's three steps for each (register-matching.ts): matching (the candidate queries, their real
// searches on that ad in one statement, and the saved searches of those the ad is in), recording the (search, ad) pairs, and telling (the notifications;
// mail is off, so SMTP is not what is timed). The last line printed is one JSON object with the figures; bench/RESULTS.md records them.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { SavedSearchFrequency } from '@kraam/shared';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import type { Database } from '../../apps/api/src/db/database-types';
import { migrateToLatest } from '../../apps/api/src/db/migrator';
import { createSearchProbe } from '../../apps/api/src/modules/browse/search-match';
import { matchColumns } from '../../apps/api/src/modules/saved-searches/match-columns';
import type { MatchColumns } from '../../apps/api/src/modules/saved-searches/match-columns';
import { matchingSearches, recordMatches } from '../../apps/api/src/modules/saved-searches/match-ad';
import { parseSavedQuery } from '../../apps/api/src/modules/saved-searches/saved-query';
import { tellMatches } from '../../apps/api/src/modules/saved-searches/tell-matches';
import { BENCH_SECRET, openBenchEngine } from '../lib/bench-database';
import { generateBenchData, random } from '../search/generate-ads';

const { values: args } = parseArgs({
  options: {
    searches: { type: 'string', default: '100000' },
    ads: { type: 'string', default: '20000' },
    'new-ads': { type: 'string', default: '300' },
    'warm-ads': { type: 'string', default: '100' },
    engines: { type: 'string', default: 'pglite,postgres' },
  },
});
const SEARCHES = Number(args.searches);
const ADS = Number(args.ads);
const NEW_ADS = Number(args['new-ads']);
/** Ads published before the timed ones, untimed: an instance that has run a while keeps word lists' queries. */
const WARM_ADS = Number(args['warm-ads']);
const ENGINES = args.engines.split(',');
const SEARCHES_PER_USER = 5;
const DISTINCT_QUERIES = 5000;
const OUT = path.join(import.meta.dirname, '..', 'out');
const { next, pick } = random(20261128);

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

/** Query strings as the search page writes them, from the generated catalogue. */
async function buildQueries(db: Kysely<Database>): Promise<string[]> {
  const { rows: ads } = await sql<{ title: string; category_id: number; parent_id: number | null }>`
    select a.title, a.category_id, c.parent_id from ads a join categories c on c.id = a.category_id
    order by a.id limit 4000`.execute(db);
  const { rows: codes } = await sql<{ code: string }>`select code from postal_codes order by code`.execute(
    db,
  );
  const queries = new Set<string>();
  while (queries.size < DISTINCT_QUERIES) {
    const ad = pick(ads);
    const params = new URLSearchParams();
    const roll = next();
    if (roll < 0.75) {
      const word = ad.title
        .toLowerCase()
        .split(/[^a-zà-ÿ]+/)
        .filter((w) => w.length >= 4);
      if (word.length === 0) continue;
      params.set('search', pick(word));
      if (next() < 0.4) params.set('categoryId', String(ad.category_id));
    } else params.set('categoryId', String(next() < 0.5 && ad.parent_id ? ad.parent_id : ad.category_id));
    if (next() < 0.35) params.set('priceMax', String(pick([50, 100, 150, 250, 500, 1000, 5000])));
    if (next() < 0.4) {
      params.set('postalCode', pick(codes).code);
      params.set('radiusKm', String(pick([5, 10, 15, 25, 50])));
    }
    queries.add(params.toString());
  }
  return [...queries];
}

/** Saves SEARCHES searches: each user SEARCHES_PER_USER different queries, mostly instant. */
async function saveSearches(db: Kysely<Database>, queries: string[]): Promise<void> {
  const prepared: ({ query: string } & MatchColumns)[] = [];
  const searchProbe = createSearchProbe();
  for (const raw of queries) {
    const { query, filters } = parseSavedQuery(raw);
    const refs = await searchProbe.references(db, filters);
    const words = filters.search ? searchProbe.words(filters.search) : [];
    prepared.push({ query, ...matchColumns(filters, refs, words) });
  }
  const users = Math.ceil(SEARCHES / SEARCHES_PER_USER);
  const { rows } = await sql<{ id: number }>`
    insert into users (email, password_hash, first_name, email_confirmed_at)
    select 'saver' || n || '@example.com', 'not-a-hash', 'Saver', now() from generate_series(1, ${users}) n
    returning id`.execute(db);
  const frequencies: SavedSearchFrequency[] = ['instant', 'instant', 'instant', 'daily', 'weekly'];
  const stride = Math.floor(prepared.length / SEARCHES_PER_USER);
  let saved = 0;
  for (let start = 0; start < rows.length && saved < SEARCHES; start += 1000) {
    const values = rows.slice(start, start + 1000).flatMap((user, i) =>
      Array.from({ length: SEARCHES_PER_USER }, (_, k) => {
        const search = prepared[(start + i + k * stride) % prepared.length] as (typeof prepared)[number];
        return {
          ...search,
          user_id: user.id,
          name: search.query,
          frequency: frequencies[(start + i + k) % frequencies.length] as SavedSearchFrequency,
          email: false,
          push: false,
        };
      }),
    );
    const batch = values.slice(0, SEARCHES - saved);
    await db.insertInto('saved_searches').values(batch).execute();
    saved += batch.length;
  }
  // As autovacuum leaves tables that have been around: their pages marked all-visible, so index-only scans
  // read no table page.
  await sql`vacuum analyze saved_searches, saved_search_queries`.execute(db);
}

/** A copy of a random live ad, published now by its seller; its id. */
async function publishCopy(db: Kysely<Database>, maxId: number): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    insert into ads (booth_id, user_id, category_id, title, description, price_type, price_cents, tags,
      country_id, province_id, city_id, postal_code, latitude, longitude, status, published_at, valid_from,
      valid_until)
    select booth_id, user_id, category_id, title, description, price_type, price_cents, tags, country_id,
      province_id, city_id, postal_code, latitude, longitude, 'published', now(), now(), now() + interval '30 days'
    from ads where id >= ${Math.floor(next() * maxId)}::integer and status = 'published'
    order by id limit 1
    returning id`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('no live ad to copy');
  return row.id;
}

const percentile = (sorted: number[], p: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) * 10) / 10;

async function runEngine(name: string) {
  const engine = await openBenchEngine(name);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kraam-bench-'));
  try {
    const { db } = engine.handle;
    await migrateToLatest(db);
    await generateBenchData(db, ADS, (line) => log(`${name}: ${line}`));
    const queries = await buildQueries(db);
    await saveSearches(db, queries);
    log(`${name}: ${SEARCHES} saved searches from ${queries.length} queries`);
    const config = {
      ...loadConfig({ JWT_SECRET: BENCH_SECRET, LOG_LEVEL: 'silent', CACHE_DISABLED: 'true', JOBS: 'off' }),
      dataDir,
    };
    const app = await buildApp(config, { database: engine.handle });
    // The job's three steps, called as the job calls them (register-matching.ts), each timed.
    const probe = createSearchProbe();
    const matching: number[] = [];
    const recording: number[] = [];
    const telling: number[] = [];
    const publish = async (timed: boolean) => {
      const job = { adId: await publishCopy(db, Number(max)) };
      const run = randomUUID();
      const started = performance.now();
      const searchIds = await matchingSearches(app, probe, job, run);
      const matched = performance.now();
      await recordMatches(app, searchIds, job, run);
      const recorded = performance.now();
      await tellMatches(app, config, job, run);
      if (!timed) return;
      matching.push(matched - started);
      recording.push(recorded - matched);
      telling.push(performance.now() - recorded);
    };
    const { max } = await db
      .selectFrom('ads')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    for (let i = 0; i < WARM_ADS; i++) await publish(false);
    const { count: warmAlerts } = await db
      .selectFrom('saved_search_matches')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const loads = { before: load(), after: '' };
    for (let i = 0; i < NEW_ADS; i++) await publish(true);
    loads.after = load();
    const { count } = await db
      .selectFrom('saved_search_matches')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    await app.close();
    const figures = (times: number[]) => {
      const sorted = [...times].sort((x, y) => x - y);
      return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: percentile(sorted, 100) };
    };
    const result = {
      matching: figures(matching),
      recording: figures(recording),
      telling: figures(telling),
      n: matching.length,
      alerts: Number(count) - Number(warmAlerts),
      loads,
    };
    const line = ({ p50, p95, max: top }: { p50: number; p95: number; max: number }) =>
      `p50 ${p50} ms, p95 ${p95} ms, max ${top} ms`;
    log(
      `${name}: ${NEW_ADS} new ads after ${WARM_ADS} untimed against ${SEARCHES} searches: matching ` +
        `${line(result.matching)}; recording ${line(result.recording)}; telling ${line(result.telling)}; ` +
        `${result.alerts} alerts; ` +
        `load ${loads.before} → ${loads.after}`,
    );
    return result;
  } finally {
    await engine.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const engines: Record<string, Awaited<ReturnType<typeof runEngine>>> = {};
for (const name of ENGINES) engines[name] = await runEngine(name);
const summary = { searches: SEARCHES, ads: ADS, newAds: NEW_ADS, warmAds: WARM_ADS, engines };
await mkdir(OUT, { recursive: true });
await writeFile(path.join(OUT, 'matching.json'), JSON.stringify(summary, null, 2));
console.log(JSON.stringify(summary));

// Matching (decisions 0039, 0052): an ad that went live or got cheaper is tried against the candidate queries
// of saved searches (match-candidates.ts), each distinct query with its real search in one statement; the
// searches holding the queries the ad is in are then looked up, and every new (search, ad) pair is
// recorded once, ever, naming the run that matched it; tell-matches.ts then tells their owners. All three
// steps run as one job (register-matching.ts), so a kill -9 mid-run loses no alert (decision 0042).
import type { AdFilterQuery } from '@kraam/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { candidateQueries, searchesOfQueries } from './match-candidates';
import { parseSavedQuery } from './saved-query';
import type { SearchProbe } from './search-probe';

/** What a matching run is about: an ad that went live, or got cheaper (with its price before). */
export const matchJobSchema = z.object({
  adId: z.number().int().positive(),
  previousPriceCents: z.number().int().nullable().optional(),
});
export type MatchJob = z.infer<typeof matchJobSchema>;

/**
 * Saved queries as the search reads them, kept: the same few thousand come back with every new ad, and
 * reading one with the search's schema cost about 20 µs (bench/RESULTS.md). A query string always reads
 * the same; null when the schema no longer takes it.
 */
const readQueries = new LRUCache<string, { filters: AdFilterQuery | null }>({ max: 20_000 });

function readQuery(query: string): AdFilterQuery | null {
  let read = readQueries.get(query);
  if (!read) {
    try {
      read = { filters: parseSavedQuery(query).filters };
    } catch {
      read = { filters: null };
    }
    readQueries.set(query, read);
  }
  return read.filters;
}

/** The candidate queries the ad really is in, all tried in one statement. */
async function confirmed(
  app: FastifyInstance,
  probe: SearchProbe,
  candidates: string[],
  adId: number,
): Promise<string[]> {
  // A query the schema no longer takes matches nothing.
  const readable = candidates.flatMap((query): [string, AdFilterQuery][] => {
    const filters = readQuery(query);
    return filters ? [[query, filters]] : [];
  });
  const verdicts = await probe.adInSearches(
    app.db,
    adId,
    readable.map(([, filters]) => filters),
    (filters, error) => app.log.error({ err: error, filters, adId }, 'saved search not matched'),
  );
  return readable.filter((_, i) => verdicts[i]).map(([query]) => query);
}

/**
 * Records the pairs as matched by `run`, in one statement; a pair another run recorded (another event,
 * another instance) keeps its run, so it is told once.
 */
export async function recordMatches(
  app: FastifyInstance,
  searchIds: readonly number[],
  { adId }: MatchJob,
  run: string,
): Promise<void> {
  if (searchIds.length === 0) return;
  await sql`
    insert into saved_search_matches (saved_search_id, advertisement_id, matched_by)
    select s.id, ${adId}::integer, ${run} from unnest(${searchIds}::integer[]) as s (id)
    on conflict (saved_search_id, advertisement_id) do nothing`.execute(app.db);
}

/**
 * The saved searches the ad is newly in, for a run of matching; `run` (the job's id, the same on every
 * attempt) keeps the pairs it recorded itself among them, so a retried attempt records and tells them.
 */
export async function matchingSearches(
  app: FastifyInstance,
  probe: SearchProbe,
  { adId, previousPriceCents }: MatchJob,
  run: string,
): Promise<number[]> {
  const candidates = await candidateQueries(app.db, adId, previousPriceCents);
  if (candidates.length === 0) return [];
  return searchesOfQueries(app.db, adId, await confirmed(app, probe, candidates, adId), run);
}

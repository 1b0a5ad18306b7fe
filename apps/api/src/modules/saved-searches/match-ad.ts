// Matching (decision 0039): an ad that went live or got cheaper is tried against its candidate saved searches
// (match-candidates.ts), all with their real search in one statement, and every new (search, ad) pair is
// recorded once, ever, naming the run that matched it; tell-matches.ts then tells their owners. All three
// steps run as one job (register-matching.ts), so a kill -9 mid-run loses no alert (decision 0042).
import type { AdFilterQuery } from '@kraam/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { matchCandidates } from './match-candidates';
import type { CandidateQuery } from './match-candidates';
import { parseSavedQuery } from './saved-query';
import type { SearchProbe } from './search-probe';

/** What a matching run is about: an ad that went live, or got cheaper (with its price before). */
export const matchJobSchema = z.object({
  adId: z.number().int().positive(),
  previousPriceCents: z.number().int().nullable().optional(),
});
export type MatchJob = z.infer<typeof matchJobSchema>;

/** The candidates the ad really is in, each distinct query tried once, all in one statement. */
async function confirmed(
  app: FastifyInstance,
  probe: SearchProbe,
  candidates: CandidateQuery[],
  adId: number,
): Promise<CandidateQuery[]> {
  // Many people save the same search ('fiets' near 3500); a query the schema no longer takes matches nothing.
  const queries = new Map<string, AdFilterQuery | null>();
  for (const { query } of candidates)
    if (!queries.has(query)) {
      try {
        queries.set(query, parseSavedQuery(query).filters);
      } catch {
        queries.set(query, null);
      }
    }
  const readable = [...queries].filter((entry): entry is [string, AdFilterQuery] => entry[1] !== null);
  const verdicts = await probe.adInSearches(
    app.db,
    adId,
    readable.map(([, filters]) => filters),
    (filters, error) => app.log.error({ err: error, filters, adId }, 'saved search not matched'),
  );
  const matching = new Set(readable.filter((_, i) => verdicts[i]).map(([query]) => query));
  return candidates.filter((search) => matching.has(search.query));
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
  const candidates = await matchCandidates(app.db, adId, run, previousPriceCents);
  if (candidates.length === 0) return [];
  return (await confirmed(app, probe, candidates, adId)).map((search) => search.id);
}

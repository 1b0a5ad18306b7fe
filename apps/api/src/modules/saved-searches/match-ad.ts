// Matching (decision 0039): an ad that went live or got cheaper is tried against its candidate saved searches
// (match-candidates.ts), all with their real search in one statement; every new (search, ad) pair is
// recorded once, ever, tells the search's owner in the centre and, for an instant search with email on,
// mails them. It runs as a job, so a kill -9 mid-run loses no alert (decision 0042).
import { randomUUID } from 'node:crypto';
import type { AdFilterQuery } from '@kraam/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AdEvent } from '../../plugins/ad-events';
import { matchedAd } from '../../db/alert-ad';
import type { MatchedAd } from '../../db/alert-ad';
import { mailAlert } from './alert-mailing';
import type { AlertMailConfig } from './alert-mailing';
import { matchCandidates } from './match-candidates';
import type { Candidate } from './match-candidates';
import { parseSavedQuery } from './saved-query';
import type { SearchProbe } from './search-probe';

/** Pairs per insert: three parameters each, far below PostgreSQL's 65,535. */
const RECORD_ROWS = 1000;

interface Recorded {
  searchId: number;
  mailed: boolean;
}

/**
 * Records the pairs as matched by `run`; answers those this run owns: new now, or recorded by an earlier
 * attempt of the same run that died before telling. Pairs another run recorded (another event, another
 * instance) are not answered, so they alert once.
 */
async function recordMatches(app: FastifyInstance, searchIds: number[], adId: number, run: string) {
  const owned: Recorded[] = [];
  for (let start = 0; start < searchIds.length; start += RECORD_ROWS) {
    const ids = searchIds.slice(start, start + RECORD_ROWS);
    const values = ids.map((id) => sql`(${id}::integer, ${adId}::integer, ${run})`);
    const { rows } = await sql<Recorded>`
      with recorded as (
        insert into saved_search_matches (saved_search_id, advertisement_id, matched_by)
        values ${sql.join(values)}
        on conflict (saved_search_id, advertisement_id) do nothing
        returning saved_search_id
      )
      select saved_search_id as "searchId", false as mailed from recorded
      union all
      select saved_search_id, mailed_at is not null from saved_search_matches
      where advertisement_id = ${adId}::integer and matched_by = ${run}
        and saved_search_id = any(${ids}::integer[])`.execute(app.db);
    owned.push(...rows);
  }
  return new Map(owned.map((row) => [row.searchId, row]));
}

const alertOf = (search: Candidate, ad: MatchedAd, previousPriceCents: number | null) => ({
  userId: search.userId,
  kind: 'savedSearchMatch' as const,
  dedupeKey: `search:${search.id}:ad:${ad.id}`,
  // Daily and weekly searches gather their matches into a digest; only instant ones ring at once.
  push: search.push && search.frequency === 'instant',
  subject: {
    advertisementId: ad.id,
    title: ad.title,
    imageId: ad.imageId,
    priceCents: ad.priceCents,
    previousPriceCents,
    savedSearchId: search.id,
    savedSearchName: search.name,
    savedSearchQuery: search.query,
  },
});

/** The candidates the ad really is in, each distinct query tried once, all in one statement. */
async function confirmed(
  app: FastifyInstance,
  probe: SearchProbe,
  candidates: Candidate[],
  adId: number,
): Promise<Candidate[]> {
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

/** What a matching run is about: an ad that went live, or got cheaper (with its price before). */
const matchJobSchema = z.object({
  adId: z.number().int().positive(),
  previousPriceCents: z.number().int().nullable().optional(),
});
type MatchJob = z.infer<typeof matchJobSchema>;

export const MATCH_JOB = 'saved-search-match';

/**
 * One run of matching; `run` names it across its attempts. A retried attempt finds its own recorded pairs
 * again and tells them again: the notification's dedupe key makes one, and a pair mailed is not mailed
 * again (one the mail gap held is the held-alerts job's).
 */
export async function matchAd(
  app: FastifyInstance,
  probe: SearchProbe,
  config: AlertMailConfig,
  { adId, previousPriceCents }: MatchJob,
  run: string,
): Promise<void> {
  const candidates = await matchCandidates(app.db, adId, run, previousPriceCents);
  if (candidates.length === 0) return;
  const ad = await matchedAd(app.db, adId);
  if (!ad) return;
  const matches = await confirmed(app, probe, candidates, adId);
  const owned = await recordMatches(
    app,
    matches.map((search) => search.id),
    adId,
    run,
  );
  const alerted = matches.filter((search) => owned.has(search.id));
  // The centre and the open tabs hear of every match in one batch; mail follows per search.
  await app.notifyMany(alerted.map((search) => alertOf(search, ad, previousPriceCents ?? null)));
  // Daily and weekly searches are mailed by their digest (alert-jobs.ts).
  for (const search of alerted)
    if (search.email && search.frequency === 'instant' && owned.get(search.id)?.mailed === false) {
      try {
        await mailAlert(app, config, search, ad);
      } catch (error) {
        app.log.error({ err: error, savedSearchId: search.id, adId }, 'saved search alert not mailed');
      }
    }
}

/**
 * Matching as a job on the queue (app.jobs), queued by the ad writers' events (app.adEvents) right after
 * their commit: an instance killed mid-run leaves it to pg-boss to run again. An instance without the
 * queue (JOBS=off, the API's unit tests) matches in the listener.
 */
export function registerSavedSearchMatching(
  app: FastifyInstance,
  probe: SearchProbe,
  config: AlertMailConfig,
): void {
  app.jobs.define({
    name: MATCH_JOB,
    run: (data, job) => matchAd(app, probe, config, matchJobSchema.parse(data), job.id),
  });
  const queue = async (job: MatchJob) => {
    if ((await app.jobs.send(MATCH_JOB, job)) === null) await matchAd(app, probe, config, job, randomUUID());
  };
  app.adEvents.on(async (event: AdEvent) => {
    if (event.kind === 'priceLowered')
      return queue({ adId: event.adId, previousPriceCents: event.previousPriceCents });
    if (event.kind === 'visible') for (const adId of event.adIds) await queue({ adId });
  });
}

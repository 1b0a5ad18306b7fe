// Matching (decision 0039): an ad that went live or got cheaper is tried against its candidate saved searches
// (match-candidates.ts), each with the real search; every new (search, ad) pair is recorded once, ever,
// tells the search's owner in the centre and, for an instant search with email on, mails them.
import type { FastifyInstance } from 'fastify';
import type { AdEvent } from '../../plugins/ad-events';
import { matchedAd } from '../../db/alert-ad';
import type { MatchedAd } from '../../db/alert-ad';
import { mailAlert } from './alert-mailing';
import type { AlertMailConfig } from './alert-mailing';
import { matchCandidates } from './match-candidates';
import type { Candidate } from './match-candidates';
import { parseSavedQuery } from './saved-query';
import type { SearchProbe } from './search-probe';

async function isMatch(app: FastifyInstance, probe: SearchProbe, search: Candidate, adId: number) {
  const { filters } = parseSavedQuery(search.query);
  return probe.adInSearch(app.db, adId, filters, await probe.references(app.db, filters));
}

/** Records the pairs in one insert; answers the searches whose pair is new (not recorded by another event or instance). */
async function recordMatches(app: FastifyInstance, searchIds: number[], adId: number): Promise<Set<number>> {
  if (searchIds.length === 0) return new Set();
  const rows = await app.db
    .insertInto('saved_search_matches')
    .values(searchIds.map((searchId) => ({ saved_search_id: searchId, advertisement_id: adId })))
    .onConflict((oc) => oc.columns(['saved_search_id', 'advertisement_id']).doNothing())
    .returning('saved_search_id')
    .execute();
  return new Set(rows.map((row) => row.saved_search_id));
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

/** The candidates the ad really is in, each distinct query tried once; a query that fails spoils no other. */
async function confirmed(
  app: FastifyInstance,
  probe: SearchProbe,
  candidates: Candidate[],
  adId: number,
): Promise<Candidate[]> {
  // Many people save the same search ('fiets' near 3500): each distinct query is tried on the ad once.
  const verdicts = new Map<string, boolean>();
  for (const search of candidates) {
    if (verdicts.has(search.query)) continue;
    try {
      verdicts.set(search.query, await isMatch(app, probe, search, adId));
    } catch (error) {
      // A query the schema no longer takes, a postal code gone.
      verdicts.set(search.query, false);
      app.log.error({ err: error, savedSearchId: search.id, adId }, 'saved search not matched');
    }
  }
  return candidates.filter((search) => verdicts.get(search.query) === true);
}

export async function matchAd(
  app: FastifyInstance,
  probe: SearchProbe,
  config: AlertMailConfig,
  adId: number,
  previousPriceCents?: number | null,
): Promise<void> {
  const candidates = await matchCandidates(app.db, adId, previousPriceCents);
  if (candidates.length === 0) return;
  const ad = await matchedAd(app.db, adId);
  if (!ad) return;
  const matches = await confirmed(app, probe, candidates, adId);
  const fresh = await recordMatches(
    app,
    matches.map((search) => search.id),
    adId,
  );
  const alerted = matches.filter((search) => fresh.has(search.id));
  // The centre and the open tabs hear of every match in one batch; mail follows per search.
  await app.notifyMany(alerted.map((search) => alertOf(search, ad, previousPriceCents ?? null)));
  // Daily and weekly searches are mailed by their digest (alert-jobs.ts).
  for (const search of alerted)
    if (search.email && search.frequency === 'instant') {
      try {
        await mailAlert(app, config, search, ad);
      } catch (error) {
        app.log.error({ err: error, savedSearchId: search.id, adId }, 'saved search alert not mailed');
      }
    }
}

/** Subscribes matching to the ad writers' events (app.adEvents), which run it after their commit. */
export function registerSavedSearchMatching(
  app: FastifyInstance,
  probe: SearchProbe,
  config: AlertMailConfig,
): void {
  app.adEvents.on(async (event: AdEvent) => {
    if (event.kind === 'priceLowered')
      return matchAd(app, probe, config, event.adId, event.previousPriceCents);
    if (event.kind === 'visible') for (const adId of event.adIds) await matchAd(app, probe, config, adId);
  });
}

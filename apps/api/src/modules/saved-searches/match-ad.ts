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

/** Records the pair; false when it was recorded before (another event or instance got there first). */
async function recordMatch(app: FastifyInstance, searchId: number, adId: number): Promise<boolean> {
  const row = await app.db
    .insertInto('saved_search_matches')
    .values({ saved_search_id: searchId, advertisement_id: adId })
    .onConflict((oc) => oc.columns(['saved_search_id', 'advertisement_id']).doNothing())
    .returning('saved_search_id')
    .executeTakeFirst();
  return row !== undefined;
}

async function alert(
  app: FastifyInstance,
  config: AlertMailConfig,
  search: Candidate,
  ad: MatchedAd,
  previousPriceCents: number | null,
) {
  await app.notify({
    userId: search.userId,
    kind: 'savedSearchMatch',
    dedupeKey: `search:${search.id}:ad:${ad.id}`,
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
  // Daily and weekly searches are mailed by the digest (a later slice): the centre hears now.
  if (search.email && search.frequency === 'instant') await mailAlert(app, config, search, ad);
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
  // Many people save the same search ('fiets' near 3500): each distinct query is tried on the ad once.
  const verdicts = new Map<string, Promise<boolean>>();
  for (const search of candidates) {
    // One search failing (a query the schema no longer takes, a postal code gone) spoils no other.
    try {
      let verdict = verdicts.get(search.query);
      if (!verdict) {
        verdict = isMatch(app, probe, search, adId);
        verdicts.set(search.query, verdict);
      }
      if ((await verdict) && (await recordMatch(app, search.id, adId)))
        await alert(app, config, search, ad, previousPriceCents ?? null);
    } catch (error) {
      app.log.error({ err: error, savedSearchId: search.id, adId }, 'saved search not matched');
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

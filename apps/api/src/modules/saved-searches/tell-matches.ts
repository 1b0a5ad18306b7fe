// Telling the matches a run recorded (match-ad.ts): one notification batch for the centre, the open tabs
// and the browsers, and for an instant search with email a mail at once unless its 15-minute gap holds it
// for the held-alerts job. A retried run tells its pairs again: the notification's dedupe key makes one,
// and a pair mailed is not mailed again.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { matchedAd } from '../../db/alert-ad';
import type { MatchedAd } from '../../db/alert-ad';
import { mailAlert } from './alert-mailing';
import type { AlertMailConfig } from './alert-mailing';
import type { Candidate } from './match-candidates';
import type { MatchJob } from './match-ad';

interface RecordedMatch extends Candidate {
  mailed: boolean;
}

/** The pairs of the ad that `run` recorded, with their searches as they are now (not switched off). */
async function recordedBy(app: FastifyInstance, adId: number, run: string): Promise<RecordedMatch[]> {
  const { rows } = await sql<RecordedMatch>`
    select s.id, s.user_id as "userId", s.name, s.query, s.frequency, s.email, s.push,
      m.mailed_at is not null as mailed
    from saved_search_matches m join saved_searches s on s.id = m.saved_search_id
    where m.advertisement_id = ${adId}::integer and m.matched_by = ${run} and s.frequency <> 'off'
    order by s.id`.execute(app.db);
  return rows;
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

export async function tellMatches(
  app: FastifyInstance,
  config: AlertMailConfig,
  { adId, previousPriceCents }: MatchJob,
  run: string,
): Promise<void> {
  const matches = await recordedBy(app, adId, run);
  if (matches.length === 0) return;
  const ad = await matchedAd(app.db, adId);
  if (!ad) return;
  await app.notifyMany(matches.map((search) => alertOf(search, ad, previousPriceCents ?? null)));
  // Daily and weekly searches are mailed by their digest (alert-jobs.ts).
  for (const search of matches)
    if (search.email && search.frequency === 'instant' && !search.mailed) {
      try {
        await mailAlert(app, config, search, ad);
      } catch (error) {
        app.log.error({ err: error, savedSearchId: search.id, adId }, 'saved search alert not mailed');
      }
    }
}

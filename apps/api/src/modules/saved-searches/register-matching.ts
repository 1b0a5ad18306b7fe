// Matching as a job on the queue (app.jobs, decision 0042), queued by the ad writers' events (app.adEvents,
// themselves jobs committed with the writes): the run finds the searches the ad is newly in, records them,
// then tells them; an instance killed mid-run leaves it to pg-boss to run again under the same id. An
// instance without the queue (JOBS=off, the API's unit tests) runs it in the listener.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AdEvent } from '../../plugins/ad-events';
import type { AlertMailConfig } from './alert-mailing';
import { matchJobSchema, matchingSearches, recordMatches } from './match-ad';
import type { MatchJob } from './match-ad';
import type { SearchProbe } from './search-probe';
import { tellMatches } from './tell-matches';

export const MATCH_JOB = 'saved-search-match';

export function registerSavedSearchMatching(
  app: FastifyInstance,
  probe: SearchProbe,
  config: AlertMailConfig,
): void {
  const run = async (job: MatchJob, id: string) => {
    await recordMatches(app, await matchingSearches(app, probe, job, id), job, id);
    await tellMatches(app, config, job, id);
  };
  app.jobs.define({ name: MATCH_JOB, run: (data, job) => run(matchJobSchema.parse(data), job.id) });
  const queue = async (job: MatchJob) => {
    if ((await app.jobs.send(MATCH_JOB, job)) === null) await run(job, randomUUID());
  };
  app.adEvents.on(async (event: AdEvent) => {
    if (event.kind === 'priceLowered')
      return queue({ adId: event.adId, previousPriceCents: event.previousPriceCents });
    if (event.kind === 'visible') for (const adId of event.adIds) await queue({ adId });
  });
}

// app.adEvents: what the ad writers (advertisements, moderation, renewal) tell others (saved searches,
// favourite alerts) once their write committed, without the modules importing each other. A writer names
// its events inside its transaction (`write`): with the job queue running each becomes a job in that same
// transaction, so an instance killed right after the commit loses none (decision 0042); without the queue
// they go to the listeners after the commit. Listeners run in the background: a slow or failing listener
// never delays or fails the write, and may run again for one event (a retried job), so each bears a repeat.
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/database-types';

const adIds = z.array(z.number().int().positive()).min(1);

/**
 * `visible`: the ads went live (published, renewed, available again, back after moderation).
 * `priceLowered`: a live ad's price went down; `previousPriceCents` is the price before and
 * `priceChangeId` the change's row in `ad_price_changes` (read it, not the ad: the ad may have changed
 * again since). `reserved`, `sold`: the seller marked them so. `removed`: deleted by the seller or taken
 * down by moderation.
 */
const adEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('visible'), adIds }),
  z.object({
    kind: z.literal('priceLowered'),
    adId: z.number().int().positive(),
    previousPriceCents: z.number().int().nullable(),
    priceChangeId: z.number().int().positive(),
  }),
  z.object({ kind: z.enum(['reserved', 'sold', 'removed']), adIds }),
]);
export type AdEvent = z.infer<typeof adEventSchema>;

export type AdEventListener = (event: AdEvent) => Promise<void>;

/** The job that carries one event from its write's transaction to the listeners. */
export const AD_EVENT_JOB = 'ad-event';

export interface AdEvents {
  on(listener: AdEventListener): void;
  /**
   * Runs `write` in one transaction; the events it names with `tell` reach the listeners if and only if
   * that commits.
   */
  write<T>(write: (trx: Transaction<Database>, tell: (event: AdEvent) => void) => Promise<T>): Promise<T>;
  /** Hands the event to every listener now, in the background. */
  emit(event: AdEvent): void;
  /** Settles once every listener started by `emit` so far has finished (tests; the app's close). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    adEvents: AdEvents;
  }
}

/** Registers after app.jobs, whose queue carries the events. */
export function registerAdEvents(app: FastifyInstance): void {
  const listeners: AdEventListener[] = [];
  const running = new Set<Promise<void>>();
  /** Every listener, each whatever the others did; a failure fails the whole (the job is retried). */
  const tellAll = async (event: AdEvent) => {
    const outcomes = await Promise.allSettled(listeners.map((listener) => listener(event)));
    const failures = outcomes.filter((outcome) => outcome.status === 'rejected');
    if (failures.length > 0)
      throw new AggregateError(
        failures.map((failure) => failure.reason as unknown),
        'ad event listener failed',
      );
  };
  app.jobs.define({ name: AD_EVENT_JOB, run: (data) => tellAll(adEventSchema.parse(data)) });

  const events: AdEvents = {
    on: (listener) => void listeners.push(listener),
    async write(write) {
      const told: AdEvent[] = [];
      let queued = false;
      const result = await app.db.transaction().execute(async (trx) => {
        const value = await write(trx, (event) => void told.push(adEventSchema.parse(event)));
        for (const event of told)
          queued = (await app.jobs.send(AD_EVENT_JOB, event, { within: trx })) !== null;
        return value;
      });
      if (queued) app.jobs.wake(AD_EVENT_JOB);
      else for (const event of told) events.emit(event);
      return result;
    },
    emit(event) {
      const run = tellAll(event)
        .catch((error: unknown) => app.log.error({ err: error, event }, 'ad event listener failed'))
        .finally(() => running.delete(run));
      running.add(run);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
  app.decorate('adEvents', events);
  // Before the database closes (onClose hooks run newest first): listeners still running finish first.
  app.addHook('onClose', () => events.settled());
}

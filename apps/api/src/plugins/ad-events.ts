// app.adEvents: what the ad writers (advertisements) tell after a commit and others (saved searches) act on,
// without the modules importing each other. Listeners run in the background: a slow or failing listener
// never delays or fails the write that emitted, and its failure is logged.
import type { FastifyInstance } from 'fastify';

/**
 * `visible`: the ads went live (published, renewed, available again, back after moderation).
 * `priceLowered`: a live ad's price went down; `previousPriceCents` is the price before and
 * `priceChangeId` the change's row in `ad_price_changes` (read it, not the ad: the ad may have changed
 * again since). `reserved`,
 * `sold`: the seller marked them so. `removed`: deleted by the seller or taken down by moderation.
 */
export type AdEvent =
  | { kind: 'visible'; adIds: readonly number[] }
  | { kind: 'priceLowered'; adId: number; previousPriceCents: number | null; priceChangeId: number }
  | { kind: 'reserved' | 'sold' | 'removed'; adIds: readonly number[] };

export type AdEventListener = (event: AdEvent) => Promise<void>;

export interface AdEvents {
  on(listener: AdEventListener): void;
  /** Hands the event to every listener and returns at once. */
  emit(event: AdEvent): void;
  /** Settles once every listener started so far has finished (tests; the app's close). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    adEvents: AdEvents;
  }
}

export function registerAdEvents(app: FastifyInstance): void {
  const listeners: AdEventListener[] = [];
  const running = new Set<Promise<void>>();
  const events: AdEvents = {
    on: (listener) => void listeners.push(listener),
    emit(event) {
      for (const listener of listeners) {
        const run = listener(event)
          .catch((error: unknown) => app.log.error({ err: error, event }, 'ad event listener failed'))
          .finally(() => running.delete(run));
        running.add(run);
      }
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
  app.decorate('adEvents', events);
  // Before the database closes (onClose hooks run newest first): listeners still running finish first.
  app.addHook('onClose', () => events.settled());
}

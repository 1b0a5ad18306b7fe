// The bidding module: its routes, and the end of an ad's bidding when the ad is sold or removed (the ad
// writers' events, app.adEvents). A repeated event closes nothing twice and tells no one twice.
import type { FastifyInstance } from 'fastify';
import type { AdEvent } from '../../plugins/ad-events';
import { afterClosing } from './bid-effects';
import { bidRoutes } from './bid-routes';
import { closeBidding } from './bid-store';

export async function registerBids(app: FastifyInstance): Promise<void> {
  await app.register(bidRoutes);
  app.adEvents.on(async (event: AdEvent) => {
    if (event.kind !== 'sold' && event.kind !== 'removed') return;
    const closed = await app.db.transaction().execute((trx) => closeBidding(trx, event.adIds, new Date()));
    await afterClosing(app, closed);
  });
}

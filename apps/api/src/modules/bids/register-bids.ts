// The bidding module: its routes, the end of an ad's bidding when the ad is sold or removed, and of its
// accepted bid when the ad is offered again (the ad writers' events, app.adEvents). A repeated event closes
// nothing twice and tells no one twice.
import type { FastifyInstance } from 'fastify';
import type { AdEvent } from '../../plugins/ad-events';
import { afterClosing } from './bid-effects';
import { bidRoutes } from './bid-routes';
import { closeBidding, releaseAgreements } from './bid-store';

/**
 * What an ad event ends: its bidding (sold, removed), or its accepted bid ('visible' is a renewal too:
 * releaseAgreements leaves an ad that is still reserved as it is).
 */
function closingOf(event: AdEvent) {
  switch (event.kind) {
    case 'sold':
    case 'removed':
      return { adIds: event.adIds, close: closeBidding };
    case 'visible':
      return { adIds: event.adIds, close: releaseAgreements };
    default:
      return undefined;
  }
}

export async function registerBids(app: FastifyInstance): Promise<void> {
  await app.register(bidRoutes);
  app.adEvents.on(async (event: AdEvent) => {
    const closing = closingOf(event);
    if (!closing) return;
    const closed = await app.db.transaction().execute((trx) => closing.close(trx, closing.adIds, new Date()));
    await afterClosing(app, closed);
  });
}

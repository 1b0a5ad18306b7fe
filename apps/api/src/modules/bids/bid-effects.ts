// What follows a committed bid write: the hub's BidPlaced/BidClosed to everyone with a stake in the ad (its
// seller and its bidders), the notifications (through the one notifier), the chat note to an accepted
// bidder, and fresh ad caches once the ad is reserved. None of it can undo or fail the write.
import { HUB_BID_CLOSED_METHOD, HUB_BID_PLACED_METHOD } from '@kraam/shared';
import type { BidPush, Lang, NotificationKind } from '@kraam/shared';
import type { FastifyInstance } from 'fastify';
import { matchedAd } from '../../db/alert-ad';
import { euros } from '../../mail/alert-mail';
import { adsChanged } from '../../plugins/cache-invalidation';
import type { Acceptance, Answered, ClosedBid, Placed } from './bid-store';

const ACCEPTED_NOTE: Record<Lang, (amount: string) => string> = {
  nl: (amount) =>
    `Je bod van ${amount} is geaccepteerd. Spreek hier met de verkoper af wanneer en waar je het ophaalt of hoe het wordt verstuurd.`,
  en: (amount) =>
    `Your bid of ${amount} has been accepted. Arrange here with the seller when and where you collect it, or how it is sent.`,
};

/** Runs one effect, logging rather than throwing: the write it follows has committed. */
async function guarded(app: FastifyInstance, what: string, effect: () => Promise<unknown>): Promise<void> {
  try {
    await effect();
  } catch (error) {
    app.log.error({ err: error }, `bid effect failed: ${what}`);
  }
}

/** The ad's seller and everyone who ever bid on it: the pages that show its board live. */
async function stakeholders(app: FastifyInstance, adId: number): Promise<number[]> {
  const rows = await app.db
    .selectFrom('bids')
    .select('bidder_id')
    .distinct()
    .where('ad_id', '=', adId)
    .union(app.db.selectFrom('ads').select('user_id as bidder_id').where('id', '=', adId))
    .execute();
  return rows.map((row) => row.bidder_id);
}

function pushBoard(app: FastifyInstance, method: string, push: BidPush) {
  return guarded(app, method, async () =>
    app.chatDelivery.sendToUsers(await stakeholders(app, push.advertisementId), method, [push]),
  );
}

interface Told {
  userId: number;
  kind: NotificationKind;
  bidId: number;
  amountCents: number;
}

function tell(app: FastifyInstance, adId: number, told: Told[]) {
  if (told.length === 0) return Promise.resolve();
  return guarded(app, 'notify', async () => {
    const ad = await matchedAd(app.db, adId);
    if (!ad) return;
    await app.notifyMany(
      told.map(({ userId, kind, bidId, amountCents }) => ({
        userId,
        kind,
        subject: { advertisementId: ad.id, title: ad.title, imageId: ad.imageId, priceCents: amountCents },
        dedupeKey: `${kind}:${bidId}`,
      })),
    );
  });
}

const losersTold = (losers: ClosedBid[], kind: NotificationKind): Told[] =>
  losers
    .filter((loser) => loser.ended)
    .map((loser) => ({ userId: loser.bidderId, kind, bidId: loser.bidId, amountCents: loser.amountCents }));

export async function afterAcceptance(app: FastifyInstance, acceptance: Acceptance): Promise<void> {
  const { adId, bidId, bidderId, amountCents } = acceptance;
  await guarded(app, 'caches', () => adsChanged(app, [adId]));
  await guarded(app, 'chat note', async () => {
    const bidder = await app.db
      .selectFrom('users')
      .select('lang')
      .where('id', '=', bidderId)
      .executeTakeFirst();
    await app.chatSellerNote({
      adId,
      buyerId: bidderId,
      body: ACCEPTED_NOTE[bidder?.lang ?? 'nl'](euros(amountCents)),
      flags: acceptance.farAbove ? ['bidFarAbove'] : [],
    });
  });
  await tell(app, adId, [
    { userId: bidderId, kind: 'bidAccepted', bidId, amountCents },
    ...losersTold(acceptance.losers, 'bidLost'),
  ]);
  await pushBoard(app, HUB_BID_CLOSED_METHOD, { advertisementId: adId, bidId });
}

export async function afterPlacing(app: FastifyInstance, placed: Placed): Promise<void> {
  if (placed.acceptance) return afterAcceptance(app, placed.acceptance);
  if (placed.status === 'active')
    await tell(app, placed.adId, [
      { userId: placed.sellerId, kind: 'bidPlaced', bidId: placed.bidId, amountCents: placed.amountCents },
    ]);
  await pushBoard(app, HUB_BID_PLACED_METHOD, { advertisementId: placed.adId, bidId: placed.bidId });
}

export async function afterDecline(app: FastifyInstance, answered: Answered): Promise<void> {
  await tell(app, answered.adId, [
    {
      userId: answered.bidderId,
      kind: 'bidDeclined',
      bidId: answered.bidId,
      amountCents: answered.amountCents,
    },
  ]);
  await pushBoard(app, HUB_BID_CLOSED_METHOD, { advertisementId: answered.adId, bidId: answered.bidId });
}

export function afterWithdrawal(app: FastifyInstance, answered: Answered): Promise<void> {
  return pushBoard(app, HUB_BID_CLOSED_METHOD, { advertisementId: answered.adId, bidId: answered.bidId });
}

/** The bidding on ads ended (sold, removed): their bidders hear it once, the open boards refresh. */
export async function afterClosing(
  app: FastifyInstance,
  closed: (ClosedBid & { adId: number })[],
): Promise<void> {
  for (const adId of new Set(closed.map((bid) => bid.adId))) {
    const ofAd = closed.filter((bid) => bid.adId === adId);
    await tell(app, adId, losersTold(ofAd, 'bidEnded'));
    const [first] = ofAd;
    if (first) await pushBoard(app, HUB_BID_CLOSED_METHOD, { advertisementId: adId, bidId: first.bidId });
  }
}

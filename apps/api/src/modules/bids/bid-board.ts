// GET /public/v2/Bid/GetAll's answer: the ad's bids as everyone sees them (amount, 'Jan d.', when), highest
// first; the caller's own marked; the seller's settings for the seller alone. No bidder's email or id.
import { shortName } from '@kraam/shared';
import type { BidBoard, BidResult, PublicBid } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import { AppError } from '../../plugins/app-error';
import { biddingOpen, minimumCents } from './bid-rules';
import { readAd } from './bid-store';

// Whole euros: a 'vanaf € 900,50' takes bids from € 901.
const euros = (cents: number | null) => (cents === null ? null : Math.ceil(cents / 100));

/** Every bid listed, which the page shows whole: one active bid per bidder keeps it short. */
const BOARD_MAX_BIDS = 200;

export async function bidBoard(
  db: Kysely<Database>,
  adId: number,
  viewerId: number | null,
  now: Date,
): Promise<BidBoard> {
  const locked = await readAd(db, adId, { lock: false });
  // As the ad page: drafts, deleted and removed ads are not there.
  if (!locked || locked.ad.status !== 'published') throw new AppError('NOT_FOUND');
  const { ad, settings } = locked;
  const open = biddingOpen(ad, settings, now);
  // While open: the open bids and those their bidders raised since. After: the accepted one, if any.
  const bids = await db
    .selectFrom('bids as b')
    .innerJoin('users as u', 'u.id', 'b.bidder_id')
    .select([
      'b.id',
      'b.bidder_id',
      'b.amount_cents',
      'b.status',
      'b.created_at',
      'u.first_name',
      'u.last_name',
    ])
    .where('b.ad_id', '=', adId)
    .where((eb) =>
      open
        ? eb.or([
            eb.and([eb('b.status', '=', 'active'), eb('b.expires_at', '>', now)]),
            eb('b.status', 'in', ['replaced', 'accepted']),
          ])
        : eb('b.status', '=', 'accepted'),
    )
    .orderBy('b.amount_cents', 'desc')
    .orderBy('b.id')
    .limit(BOARD_MAX_BIDS)
    .execute();
  const listed: PublicBid[] = bids.map((bid) => ({
    id: bid.id,
    amount: Number(bid.amount_cents) / 100,
    bidderName: shortName(bid.first_name, bid.last_name),
    createdAt: new Date(bid.created_at).toISOString(),
    status: bid.status === 'accepted' ? 'accepted' : bid.status === 'replaced' ? 'replaced' : 'active',
    mine: viewerId !== null && bid.bidder_id === viewerId,
  }));
  const own =
    viewerId === null ? undefined : bids.find((bid) => bid.bidder_id === viewerId && bid.status === 'active');
  return {
    advertisementId: ad.id,
    open,
    minimum: euros(minimumCents(ad, settings)),
    bids: listed,
    bidCount: listed.length,
    bidderCount: new Set(bids.map((bid) => bid.bidder_id)).size,
    ownActiveBidId: own?.id ?? null,
    settings:
      viewerId === ad.sellerId
        ? {
            allowBids: settings.allowBids,
            minimum: euros(settings.minimumCents),
            autoDeclineBelow: euros(settings.autoDeclineBelowCents),
            autoAcceptAt: euros(settings.autoAcceptAtCents),
          }
        : null,
  };
}

/** A bid as its answer names it, after the write that settled it. */
export async function bidResult(db: Kysely<Database>, bidId: number): Promise<BidResult> {
  const bid = await db
    .selectFrom('bids')
    .select(['id', 'ad_id', 'amount_cents', 'status'])
    .where('id', '=', bidId)
    .executeTakeFirstOrThrow();
  return {
    id: bid.id,
    advertisementId: bid.ad_id,
    amount: Number(bid.amount_cents) / 100,
    status: bid.status,
  };
}

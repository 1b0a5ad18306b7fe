// The bid writes, each inside one transaction that first locks the ad's row: two bids at the same moment,
// a seller accepting while the bidder withdraws, or a double-clicked accept queue on that lock, and each
// finds the state the one before it left (decision 0046).
import { BID_VALID_DAYS, BIDS_PER_HOUR, bidFarAbove } from '@kraam/shared';
import type { BidStatus } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database-types';
import { euros } from '../../mail/alert-mail';
import { AppError } from '../../plugins/app-error';
import { biddingOpen, minimumCents, NO_SETTINGS } from './bid-rules';
import type { BiddableAd, StoredBidSettings } from './bid-rules';

type Trx = Transaction<Database>;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface LockedAd {
  ad: BiddableAd;
  settings: StoredBidSettings;
}

const cents = (value: string | number | null): number | null => (value === null ? null : Number(value));

/** The ad with the seller's settings (its row locked until the transaction ends with `lock`); undefined when gone. */
export async function readAd(
  db: Kysely<Database>,
  adId: number,
  { lock }: { lock: boolean },
): Promise<LockedAd | undefined> {
  const row = await db
    .selectFrom('ads')
    .select(['id', 'user_id', 'title', 'status', 'trade_state', 'valid_until', 'price_type', 'price_cents'])
    .where('id', '=', adId)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) return undefined;
  const settings = await db
    .selectFrom('bid_settings')
    .select(['allow_bids', 'minimum_cents', 'auto_decline_below_cents', 'auto_accept_at_cents'])
    .where('ad_id', '=', adId)
    .executeTakeFirst();
  return {
    ad: {
      id: row.id,
      sellerId: row.user_id,
      title: row.title,
      status: row.status,
      tradeState: row.trade_state,
      validUntil: row.valid_until === null ? null : new Date(row.valid_until),
      priceType: row.price_type,
      priceCents: cents(row.price_cents),
    },
    settings: settings
      ? {
          allowBids: settings.allow_bids,
          minimumCents: cents(settings.minimum_cents),
          autoDeclineBelowCents: cents(settings.auto_decline_below_cents),
          autoAcceptAtCents: cents(settings.auto_accept_at_cents),
        }
      : NO_SETTINGS,
  };
}

const lockAd = (trx: Trx, adId: number) => readAd(trx, adId, { lock: true });

interface BidRow {
  id: number;
  adId: number;
  bidderId: number;
  amountCents: number;
  status: BidStatus;
  expiresAt: Date;
}

async function findBid(trx: Trx, bidId: number): Promise<BidRow | undefined> {
  const row = await trx
    .selectFrom('bids')
    .select(['id', 'ad_id', 'bidder_id', 'amount_cents', 'status', 'expires_at'])
    .where('id', '=', bidId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      adId: row.ad_id,
      bidderId: row.bidder_id,
      amountCents: Number(row.amount_cents),
      status: row.status,
      expiresAt: new Date(row.expires_at),
    }
  );
}

const isOpen = (bid: BidRow, now: Date) => bid.status === 'active' && bid.expiresAt > now;

async function setStatus(trx: Trx, bidIds: number[], status: BidStatus, now: Date): Promise<void> {
  if (bidIds.length === 0) return;
  await trx.updateTable('bids').set({ status, closed_at: now }).where('id', 'in', bidIds).execute();
}

/** The ad's other open bids end (another was accepted, the ad sold): answers their bidders. */
async function closeOthers(trx: Trx, adId: number, exceptBidId: number | null, now: Date) {
  const rows = await trx
    .updateTable('bids')
    .set({
      // Those already past their time expired rather than lost.
      status: sql<BidStatus>`case when expires_at > ${now} then 'closed' else 'expired' end`,
      closed_at: now,
    })
    .where('ad_id', '=', adId)
    .where('status', '=', 'active')
    .$if(exceptBidId !== null, (query) => query.where('id', '!=', exceptBidId ?? 0))
    .returning(['id', 'bidder_id', 'status', 'amount_cents'])
    .execute();
  return rows.map((row) => ({
    bidId: row.id,
    bidderId: row.bidder_id,
    amountCents: Number(row.amount_cents),
    ended: row.status === 'closed',
  }));
}

export interface ClosedBid {
  bidId: number;
  bidderId: number;
  amountCents: number;
  /** False when it had expired already: its bidder is not told again. */
  ended: boolean;
}

export interface Acceptance {
  adId: number;
  bidId: number;
  bidderId: number;
  amountCents: number;
  /** The accepted bid was far above the next highest or the asking price (the chat note's safety tip). */
  farAbove: boolean;
  losers: ClosedBid[];
}

/** The highest other open bid of the ad, for the safety tip. */
async function nextHighest(trx: Trx, adId: number, exceptBidId: number, now: Date): Promise<number | null> {
  const row = await trx
    .selectFrom('bids')
    .select('amount_cents')
    .where('ad_id', '=', adId)
    .where('id', '!=', exceptBidId)
    .where('status', 'in', ['active', 'replaced'])
    .where('expires_at', '>', now)
    .orderBy('amount_cents', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.amount_cents) : null;
}

/** Accepts an open bid of an open ad: the bid accepted, the others closed, the ad reserved. */
async function accept(trx: Trx, locked: LockedAd, bid: BidRow, now: Date): Promise<Acceptance> {
  const next = await nextHighest(trx, bid.adId, bid.id, now);
  await setStatus(trx, [bid.id], 'accepted', now);
  const losers = await closeOthers(trx, bid.adId, bid.id, now);
  await trx
    .updateTable('ads')
    .set({ trade_state: 'reserved', updated_at: now })
    .where('id', '=', bid.adId)
    .execute();
  return {
    adId: bid.adId,
    bidId: bid.id,
    bidderId: bid.bidderId,
    amountCents: bid.amountCents,
    farAbove: bidFarAbove(locked.ad, bid.amountCents, next),
    losers,
  };
}

export interface Placed {
  bidId: number;
  adId: number;
  sellerId: number;
  amountCents: number;
  status: BidStatus;
  /** Set when the seller's threshold accepted it at once. */
  acceptance: Acceptance | null;
}

/**
 * Places a bid: refused on an own ad, a closed ad, below the minimum, not above the bidder's own open bid,
 * or beyond BIDS_PER_HOUR; the bidder's earlier open bid is replaced; the seller's thresholds may decline
 * or accept it at once.
 */
export async function placeBid(
  trx: Trx,
  bidderId: number,
  input: { adId: number; amountCents: number },
  now: Date,
): Promise<Placed> {
  const locked = await lockAd(trx, input.adId);
  if (!locked || locked.ad.status !== 'published') throw new AppError('NOT_FOUND');
  const { ad, settings } = locked;
  if (ad.sellerId === bidderId) throw new AppError('FORBIDDEN', 'BID_OWN_AD');
  if (!biddingOpen(ad, settings, now)) throw new AppError('CONFLICT', 'BID_NOT_OPEN');
  const minimum = minimumCents(ad, settings);
  if (minimum !== null && input.amountCents < minimum)
    throw new AppError('VALIDATION_FAILED', 'VALIDATION_FAILED', {
      amount: [{ key: 'BID_TOO_LOW', params: { minimum: euros(minimum) } }],
    });
  const recent = await trx
    .selectFrom('bids')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('bidder_id', '=', bidderId)
    .where('created_at', '>', new Date(now.getTime() - HOUR_MS))
    .executeTakeFirstOrThrow();
  if (Number(recent.count) >= BIDS_PER_HOUR) throw new AppError('RATE_LIMITED', 'BID_RATE_LIMIT');

  const own = await trx
    .selectFrom('bids')
    .select(['id', 'amount_cents', 'expires_at'])
    .where('ad_id', '=', ad.id)
    .where('bidder_id', '=', bidderId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (own) {
    const stillOpen = new Date(own.expires_at) > now;
    if (stillOpen && input.amountCents <= Number(own.amount_cents))
      throw new AppError('VALIDATION_FAILED', 'VALIDATION_FAILED', {
        amount: [{ key: 'BID_NOT_HIGHER', params: { previous: euros(Number(own.amount_cents)) } }],
      });
    await setStatus(trx, [own.id], stillOpen ? 'replaced' : 'expired', now);
  }

  const declined =
    settings.autoDeclineBelowCents !== null && input.amountCents < settings.autoDeclineBelowCents;
  const inserted = await trx
    .insertInto('bids')
    .values({
      ad_id: ad.id,
      bidder_id: bidderId,
      amount_cents: input.amountCents,
      status: declined ? 'declined' : 'active',
      created_at: now,
      expires_at: new Date(now.getTime() + BID_VALID_DAYS * DAY_MS),
      closed_at: declined ? now : null,
    })
    .returning(['id', 'status', 'expires_at'])
    .executeTakeFirstOrThrow();
  const bid: BidRow = {
    id: inserted.id,
    adId: ad.id,
    bidderId,
    amountCents: input.amountCents,
    status: inserted.status,
    expiresAt: new Date(inserted.expires_at),
  };
  const acceptNow =
    !declined && settings.autoAcceptAtCents !== null && input.amountCents >= settings.autoAcceptAtCents;
  const acceptance = acceptNow ? await accept(trx, locked, bid, now) : null;
  return {
    bidId: bid.id,
    adId: ad.id,
    sellerId: ad.sellerId,
    amountCents: bid.amountCents,
    status: acceptance ? 'accepted' : bid.status,
    acceptance,
  };
}

/** The bid with its ad locked, for the seller of that ad; another's bid or ad answers 404. */
async function sellersBid(trx: Trx, sellerId: number, bidId: number) {
  const found = await findBid(trx, bidId);
  const locked = found && (await lockAd(trx, found.adId));
  if (!found || !locked || locked.ad.sellerId !== sellerId) throw new AppError('NOT_FOUND');
  // Read again under the ad's lock: a withdrawal or another answer may have committed meanwhile.
  const bid = await findBid(trx, bidId);
  if (!bid) throw new AppError('NOT_FOUND');
  return { bid, locked };
}

/**
 * The seller accepts: answers null when this bid was accepted already (a double click: nothing happens
 * twice); refused when another was, or the bid or the ad is no longer open.
 */
export async function acceptBid(
  trx: Trx,
  sellerId: number,
  bidId: number,
  now: Date,
): Promise<Acceptance | null> {
  const { bid, locked } = await sellersBid(trx, sellerId, bidId);
  if (bid.status === 'accepted') return null;
  const accepted = await trx
    .selectFrom('bids')
    .select('id')
    .where('ad_id', '=', bid.adId)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  if (accepted) throw new AppError('CONFLICT', 'BID_ALREADY_ACCEPTED');
  if (!isOpen(bid, now)) throw new AppError('CONFLICT', 'BID_NOT_ACTIVE');
  if (!biddingOpen(locked.ad, locked.settings, now)) throw new AppError('CONFLICT', 'BID_NOT_OPEN');
  return accept(trx, locked, bid, now);
}

export interface Answered {
  bidId: number;
  adId: number;
  bidderId: number;
  amountCents: number;
}

/** The seller declines an open bid; declining it again answers null and changes nothing. */
export async function declineBid(
  trx: Trx,
  sellerId: number,
  bidId: number,
  now: Date,
): Promise<Answered | null> {
  const { bid } = await sellersBid(trx, sellerId, bidId);
  if (bid.status === 'declined') return null;
  if (!isOpen(bid, now)) throw new AppError('CONFLICT', 'BID_NOT_ACTIVE');
  await setStatus(trx, [bid.id], 'declined', now);
  return { bidId: bid.id, adId: bid.adId, bidderId: bid.bidderId, amountCents: bid.amountCents };
}

/** The bidder withdraws an own open bid; an accepted one stays (it may be an agreement). */
export async function withdrawBid(
  trx: Trx,
  bidderId: number,
  bidId: number,
  now: Date,
): Promise<Answered & { sellerId: number }> {
  const found = await findBid(trx, bidId);
  if (!found || found.bidderId !== bidderId) throw new AppError('NOT_FOUND');
  const locked = await lockAd(trx, found.adId);
  const bid = await findBid(trx, bidId);
  if (!locked || !bid) throw new AppError('NOT_FOUND');
  if (bid.status === 'accepted') throw new AppError('CONFLICT', 'BID_ALREADY_ACCEPTED');
  if (!isOpen(bid, now)) throw new AppError('CONFLICT', 'BID_NOT_ACTIVE');
  await setStatus(trx, [bid.id], 'withdrawn', now);
  return {
    bidId: bid.id,
    adId: bid.adId,
    bidderId,
    amountCents: bid.amountCents,
    sellerId: locked.ad.sellerId,
  };
}

/** The bidding on these ads ended (sold, removed): their open bids close. */
export async function closeBidding(
  trx: Trx,
  adIds: readonly number[],
  now: Date,
): Promise<(ClosedBid & { adId: number })[]> {
  const closed: (ClosedBid & { adId: number })[] = [];
  for (const adId of adIds) {
    if (!(await lockAd(trx, adId))) continue;
    for (const bid of await closeOthers(trx, adId, null, now)) closed.push({ ...bid, adId });
  }
  return closed;
}

/**
 * Ads offered again after a bid was accepted (the seller marked them available: the deal fell through):
 * the accepted bid ends, so the ad's next bids can be accepted. Ads still reserved or sold keep theirs.
 */
export async function releaseAgreements(
  trx: Trx,
  adIds: readonly number[],
  now: Date,
): Promise<(ClosedBid & { adId: number })[]> {
  const released: (ClosedBid & { adId: number })[] = [];
  for (const adId of adIds) {
    const locked = await lockAd(trx, adId);
    if (locked?.ad.tradeState !== 'available') continue;
    const rows = await trx
      .updateTable('bids')
      .set({ status: 'closed', closed_at: now })
      .where('ad_id', '=', adId)
      .where('status', '=', 'accepted')
      .returning(['id', 'bidder_id', 'amount_cents'])
      .execute();
    for (const row of rows)
      released.push({
        adId,
        bidId: row.id,
        bidderId: row.bidder_id,
        amountCents: Number(row.amount_cents),
        ended: true,
      });
  }
  return released;
}

/** The seller's choices for an own ad; another's ad answers 404. */
export async function saveSettings(
  trx: Trx,
  sellerId: number,
  adId: number,
  settings: StoredBidSettings,
  now: Date,
): Promise<void> {
  const locked = await lockAd(trx, adId);
  if (!locked || locked.ad.sellerId !== sellerId || locked.ad.status === 'deleted')
    throw new AppError('NOT_FOUND');
  const row = {
    allow_bids: settings.allowBids,
    minimum_cents: settings.minimumCents,
    auto_decline_below_cents: settings.autoDeclineBelowCents,
    auto_accept_at_cents: settings.autoAcceptAtCents,
    updated_at: now,
  };
  await trx
    .insertInto('bid_settings')
    .values({ ad_id: adId, ...row })
    .onConflict((oc) => oc.column('ad_id').doUpdateSet(row))
    .execute();
}

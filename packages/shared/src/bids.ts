// Bidding ('Bieden', decision 0046): on 'Bieden vanaf' ads, and on 'Prijs in overleg' ads whose seller allows
// it. A bidder has one active bid per ad, in whole euros; the seller accepts or declines each. The list is
// public, without any bidder's email or id.
import { z } from 'zod';
import { AD_MAX_PRICE_CENTS } from './ads';
import type { PriceType } from './ads';
import { envelope } from './envelope';
import { idParamSchema, idSchema } from './input-fields';

/** A bid that nobody accepted or declined ends after this many days. */
export const BID_VALID_DAYS = 7;
/** Bids one user may place in an hour, on all ads together. */
export const BIDS_PER_HOUR = 10;
/** The largest bid, in whole euros: the largest price an ad may ask. */
export const BID_MAX_EUROS = AD_MAX_PRICE_CENTS / 100;
/**
 * A bid this many times the next highest (or a 'Bieden vanaf' ad's starting price), or any bid above a
 * 'Prijs in overleg' ad's asking price, comes with a safety tip: overpaying is a known scam's first step.
 */
export const BID_FAR_ABOVE_FACTOR = 1.5;

export const BID_STATUSES = [
  'active',
  'replaced',
  'withdrawn',
  'accepted',
  'declined',
  'expired',
  'closed',
] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

const euros = z.number().int().min(1).max(BID_MAX_EUROS);

/** POST /exhibitor/v2/Bid/Insert: a bid in whole euros; it must beat the bidder's own active one. */
export const bidInsertBodySchema = z.object({ advertisementId: idSchema, amount: euros }).strict();
export type BidInsertBody = z.infer<typeof bidInsertBodySchema>;

/** DELETE /exhibitor/v2/Bid/Delete?id=: withdraws an own bid that is not accepted. */
export const bidDeleteQuerySchema = z.object({ id: idParamSchema });

/** POST /exhibitor/v2/Bid/Accept and /Decline: the seller's answer to one bid. */
export const bidAnswerBodySchema = z.object({ bidId: idSchema }).strict();
export type BidAnswerBody = z.infer<typeof bidAnswerBodySchema>;

/** GET /public/v2/Bid/GetAll?advertisementId=. */
export const bidListQuerySchema = z.object({ advertisementId: idParamSchema });

/**
 * PUT /exhibitor/v2/Bid/Settings: the seller's choices for one own ad. `allowBids` only matters on a
 * 'Prijs in overleg' ad; `minimum` only there too (a 'Bieden vanaf' ad starts at its price). The two
 * thresholds stay private; null clears one.
 */
export const bidSettingsBodySchema = z
  .object({
    advertisementId: idSchema,
    allowBids: z.boolean(),
    minimum: euros.nullable(),
    autoDeclineBelow: euros.nullable(),
    autoAcceptAt: euros.nullable(),
  })
  .strict()
  .refine(
    ({ autoDeclineBelow, autoAcceptAt }) =>
      autoDeclineBelow === null || autoAcceptAt === null || autoAcceptAt > autoDeclineBelow,
    { path: ['autoAcceptAt'], message: 'BID_ACCEPT_BELOW_DECLINE' },
  );
export type BidSettingsBody = z.infer<typeof bidSettingsBodySchema>;

export const bidSettingsSchema = z.object({
  allowBids: z.boolean(),
  minimum: z.number().int().nullable(),
  autoDeclineBelow: z.number().int().nullable(),
  autoAcceptAt: z.number().int().nullable(),
});
export type BidSettings = z.infer<typeof bidSettingsSchema>;

/** One bid as everyone sees it: the amount, 'Jan d.', and when. */
export const publicBidSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  /** First name and the last name's initial ('Jan d.'). */
  bidderName: z.string(),
  createdAt: z.string(),
  /** Only `active`, `replaced` (its bidder bid higher since) and `accepted` are listed. */
  status: z.enum(['active', 'replaced', 'accepted']),
  /** The caller's own bid. */
  mine: z.boolean(),
});
export type PublicBid = z.infer<typeof publicBidSchema>;

export const bidBoardSchema = z.object({
  advertisementId: z.number().int(),
  /** Bids can be placed now: a live, available ad of a price type (or setting) that takes them. */
  open: z.boolean(),
  /** The lowest bid taken, in euros; null where any amount is. */
  minimum: z.number().int().nullable(),
  /** Highest first. */
  bids: z.array(publicBidSchema),
  bidCount: z.number().int(),
  bidderCount: z.number().int(),
  /** The caller's bid that is still open (to raise or withdraw it); null for none or a guest. */
  ownActiveBidId: z.number().int().nullable(),
  /** Only for the ad's seller: their choices. */
  settings: bidSettingsSchema.nullable(),
});
export type BidBoard = z.infer<typeof bidBoardSchema>;
export const bidBoardResponseSchema = envelope(bidBoardSchema);

/** What a bidder's own bid came to: placed, or at once declined or accepted by the seller's thresholds. */
export const bidResultSchema = z.object({
  id: z.number().int(),
  advertisementId: z.number().int(),
  amount: z.number().int(),
  status: z.enum(BID_STATUSES),
});
export type BidResult = z.infer<typeof bidResultSchema>;
export const bidResultResponseSchema = envelope(bidResultSchema);
export const bidSettingsResponseSchema = envelope(bidSettingsSchema);

/** The hub's pushes to the seller and every bidder of the ad: read the board again. */
export const HUB_BID_PLACED_METHOD = 'BidPlaced';
export const HUB_BID_CLOSED_METHOD = 'BidClosed';
export const bidPushSchema = z.object({
  advertisementId: z.number().int(),
  bidId: z.number().int(),
});
export type BidPush = z.infer<typeof bidPushSchema>;

/**
 * Far above (the safety tip): more than BID_FAR_ABOVE_FACTOR times the next highest bid (or, with none, a
 * 'Bieden vanaf' ad's starting price), or above a 'Prijs in overleg' ad's asking price.
 */
export function bidFarAbove(
  ad: { priceType: PriceType; priceCents: number | null },
  amountCents: number,
  nextHighestCents: number | null,
): boolean {
  if (ad.priceType === 'suggestion' && ad.priceCents !== null && amountCents > ad.priceCents) return true;
  const reference = nextHighestCents ?? (ad.priceType === 'startPrice' ? ad.priceCents : null);
  return reference !== null && reference > 0 && amountCents > reference * BID_FAR_ABOVE_FACTOR;
}

// When an ad takes bids and from what amount: pure functions of the ad,
// the seller's settings and one `now`, so placing, answering and listing agree (decision 0046).
import type { AdStatus, PriceType, TradeState } from '@kraam/shared';

export interface BiddableAd {
  id: number;
  sellerId: number;
  title: string;
  status: AdStatus;
  tradeState: TradeState;
  validUntil: Date | null;
  priceType: PriceType;
  priceCents: number | null;
}

export interface StoredBidSettings {
  allowBids: boolean;
  minimumCents: number | null;
  autoDeclineBelowCents: number | null;
  autoAcceptAtCents: number | null;
}

export const NO_SETTINGS: StoredBidSettings = {
  allowBids: false,
  minimumCents: null,
  autoDeclineBelowCents: null,
  autoAcceptAtCents: null,
};

/** 'Bieden vanaf' always; 'Prijs in overleg' when the seller allows it; no other price type. */
export const takesBids = (ad: Pick<BiddableAd, 'priceType'>, settings: StoredBidSettings): boolean =>
  ad.priceType === 'startPrice' || (ad.priceType === 'suggestion' && settings.allowBids);

/** Bids can be placed and accepted now: it takes bids and is live, unexpired and available. */
export const biddingOpen = (ad: BiddableAd, settings: StoredBidSettings, now: Date): boolean =>
  takesBids(ad, settings) &&
  ad.status === 'published' &&
  ad.validUntil !== null &&
  ad.validUntil > now &&
  ad.tradeState === 'available';

/** The lowest bid taken, in cents: a 'Bieden vanaf' ad's price, else the seller's minimum; null for any. */
export function minimumCents(ad: BiddableAd, settings: StoredBidSettings): number | null {
  if (ad.priceType === 'startPrice') return ad.priceCents;
  return settings.minimumCents;
}

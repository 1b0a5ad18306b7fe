// The ad lifecycle of docs/decisions/0006-ad-lifecycle.md as pure functions of the stored state and
// one `now`, so lists, renew and promote agree on what "expired" or "active" means.
import { FREE_AD_DAYS, PROMOTION_DAYS, RENEW_WINDOW_DAYS } from '@kraam/shared';
import type { AdStatus, TradeState } from '@kraam/shared';

const DAY_MS = 86_400_000;

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

export interface LifecycleState {
  status: AdStatus;
  tradeState: TradeState;
  validUntil: Date | null;
}

/** A new free period starting now (publishing and renewing). */
export const freePeriod = (now: Date) => ({ validFrom: now, validUntil: addDays(now, FREE_AD_DAYS) });

export const isExpired = (ad: LifecycleState, now: Date): boolean =>
  ad.status === 'published' && ad.validUntil !== null && ad.validUntil <= now;

/** Live in public lists: published and inside its period (sold ads too; they only leave search). */
export const isLive = (ad: LifecycleState, now: Date): boolean =>
  ad.status === 'published' && ad.validUntil !== null && ad.validUntil > now;

/** Inside the renew window before expiry, expired, or deactivated by the seller. */
export function canRenew(ad: LifecycleState, now: Date): boolean {
  if (ad.status === 'inactive') return true;
  if (ad.status !== 'published' || ad.validUntil === null) return false;
  return ad.validUntil <= addDays(now, RENEW_WINDOW_DAYS);
}

/** Worth promoting: live and not sold. */
export const canPromote = (ad: LifecycleState, now: Date): boolean =>
  isLive(ad, now) && ad.tradeState !== 'sold';

/** A promotion bought during a running one extends it rather than overlapping it. */
export function promotionPeriod(currentUntil: Date | null, now: Date): { startsAt: Date; endsAt: Date } {
  const startsAt = currentUntil !== null && currentUntil > now ? currentUntil : now;
  return { startsAt, endsAt: addDays(startsAt, PROMOTION_DAYS) };
}

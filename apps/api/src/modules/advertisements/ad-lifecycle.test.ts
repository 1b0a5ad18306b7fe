import { FREE_AD_DAYS, RENEW_WINDOW_DAYS } from '@kraam/shared';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  canPromote,
  canRenew,
  freePeriod,
  isExpired,
  isLive,
  promotionPeriod,
} from './ad-lifecycle';
import type { LifecycleState } from './ad-lifecycle';

const now = new Date('2026-05-01T12:00:00Z');
const ad = (validUntil: Date | null, extra: Partial<LifecycleState> = {}): LifecycleState => ({
  status: 'published',
  tradeState: 'available',
  validUntil,
  ...extra,
});

describe('ad lifecycle', () => {
  it('opens a free period of FREE_AD_DAYS', () => {
    expect(freePeriod(now)).toEqual({ validFrom: now, validUntil: addDays(now, FREE_AD_DAYS) });
  });

  it('expires at valid_until', () => {
    expect(isExpired(ad(now), now)).toBe(true);
    expect(isLive(ad(now), now)).toBe(false);
    expect(isExpired(ad(addDays(now, 1)), now)).toBe(false);
    expect(isLive(ad(addDays(now, 1)), now)).toBe(true);
    expect(isExpired(ad(addDays(now, -1), { status: 'inactive' }), now)).toBe(false);
  });

  it('can be renewed inside the window, after expiry and when inactive, not earlier', () => {
    expect(canRenew(ad(addDays(now, RENEW_WINDOW_DAYS + 0.01)), now)).toBe(false);
    expect(canRenew(ad(addDays(now, RENEW_WINDOW_DAYS)), now)).toBe(true);
    expect(canRenew(ad(addDays(now, -10)), now)).toBe(true);
    expect(canRenew(ad(addDays(now, 20), { status: 'inactive' }), now)).toBe(true);
    expect(canRenew(ad(addDays(now, -1), { status: 'deleted' }), now)).toBe(false);
  });

  it('promotes only live, unsold ads', () => {
    expect(canPromote(ad(addDays(now, 5)), now)).toBe(true);
    expect(canPromote(ad(addDays(now, 5), { tradeState: 'sold' }), now)).toBe(false);
    expect(canPromote(ad(addDays(now, 5), { tradeState: 'reserved' }), now)).toBe(true);
    expect(canPromote(ad(addDays(now, -1)), now)).toBe(false);
    expect(canPromote(ad(addDays(now, 5), { status: 'inactive' }), now)).toBe(false);
  });

  it('extends a running promotion instead of overlapping it', () => {
    expect(promotionPeriod(null, now)).toEqual({ startsAt: now, endsAt: addDays(now, 3) });
    expect(promotionPeriod(addDays(now, -1), now)).toEqual({ startsAt: now, endsAt: addDays(now, 3) });
    expect(promotionPeriod(addDays(now, 2), now)).toEqual({
      startsAt: addDays(now, 2),
      endsAt: addDays(now, 5),
    });
  });
});

import { describe, expect, it } from 'vitest';
import { notification } from '../notification-test-data';
import { notificationTarget } from './notification-target';

describe('notificationTarget', () => {
  it('leads a favourite that is still on offer to its ad, and one sold or removed to the favourites', () => {
    expect(notificationTarget(notification({ kind: 'priceDrop' }))).toBe('/ads/42');
    expect(notificationTarget(notification({ kind: 'favouriteReserved' }))).toBe('/ads/42');
    expect(notificationTarget(notification({ kind: 'favouriteSold' }))).toBe('/dashboard/favorites');
    expect(notificationTarget(notification({ kind: 'favouriteRemoved' }))).toBe('/dashboard/favorites');
  });
});

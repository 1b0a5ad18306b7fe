import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notifications';
import type { NotificationKind } from './notifications';

const about = (kind: NotificationKind) => ({
  kind,
  subject: {
    advertisementId: 42,
    title: 'Damesfiets Gazelle',
    imageId: null,
    priceCents: 12000,
    previousPriceCents: null,
    savedSearchId: 5,
    savedSearchName: 'fiets',
    savedSearchQuery: 'search=fiets',
  },
});

describe('notificationTarget', () => {
  it('leads a favourite that is still on offer to its ad, and one sold or removed to the favourites', () => {
    expect(notificationTarget(about('priceDrop'))).toBe('/ads/42');
    expect(notificationTarget(about('favouriteReserved'))).toBe('/ads/42');
    expect(notificationTarget(about('favouriteSold'))).toBe('/dashboard/favorites');
    expect(notificationTarget(about('favouriteRemoved'))).toBe('/dashboard/favorites');
  });

  it('leads a match to its ad, a decision to the statements, and plain news nowhere', () => {
    expect(notificationTarget(about('savedSearchMatch'))).toBe('/ads/42');
    expect(notificationTarget(about('moderationDecision'))).toBe('/dashboard/statements');
    expect(notificationTarget(about('system'))).toBeNull();
  });
});

import type { Notification } from '@kraam/shared';
import { SAVED_SEARCHES_PATH } from './notification-paths';

const adPath = (id: number) => `/ads/${id}`;

/** Where a notification leads: the ad, the search's results, the decisions page; null for plain news. */
export function notificationTarget({ kind, subject }: Notification): string | null {
  switch (kind) {
    case 'savedSearchMatch':
      if (subject.advertisementId !== null) return adPath(subject.advertisementId);
      return subject.savedSearchQuery !== null
        ? `/categoryAds?${subject.savedSearchQuery}`
        : SAVED_SEARCHES_PATH;
    case 'priceDrop':
    case 'favouriteReserved':
    case 'adExpiring':
      return subject.advertisementId !== null ? adPath(subject.advertisementId) : null;
    case 'favouriteSold':
    case 'favouriteRemoved':
      // A sold or removed ad's page only says it is gone; the favourites show what is left.
      return '/dashboard/favorites';
    case 'moderationDecision':
    case 'appealOutcome':
      return '/dashboard/statements';
    case 'system':
      return null;
  }
}

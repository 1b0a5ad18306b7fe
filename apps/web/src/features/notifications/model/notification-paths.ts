export const NOTIFICATIONS_PATH = '/dashboard/notifications';
export const SAVED_SEARCHES_PATH = '/dashboard/savedSearches';

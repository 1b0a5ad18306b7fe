export const SAVED_SEARCHES_PATH = '/dashboard/savedSearches';
export const NOTIFICATIONS_PATH = '/dashboard/notifications';

/** A saved search's results: its query is the search page's own. */
export const resultsHref = (query: string) => (query ? `/categoryAds?${query}` : '/categoryAds');

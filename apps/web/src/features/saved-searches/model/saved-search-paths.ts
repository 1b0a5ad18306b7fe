/** A saved search's results: its query is the search page's own. */
export const resultsHref = (query: string) => (query ? `/categoryAds?${query}` : '/categoryAds');

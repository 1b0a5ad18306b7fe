import { SEARCH_FIRST_LIMIT } from '@kraam/shared';
import { filtersToQuery, type Filters } from '../filters';
import { searchAds, type AdPage } from './browse-calls';
import { serverListContext } from './server-context';

/** The first page of /categoryAds for the filters in its URL; null when the API did not answer. */
export async function loadSearch(filters: Filters): Promise<AdPage | null> {
  const ctx = await serverListContext();
  const query = Object.fromEntries(new URLSearchParams(filtersToQuery(filters)));
  return searchAds(ctx, { ...query, limit: String(SEARCH_FIRST_LIMIT) }).catch(() => null);
}

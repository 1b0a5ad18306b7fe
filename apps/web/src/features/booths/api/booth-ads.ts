import { API_PATHS, type Lang } from '@kraam/shared';
import type { AdPage } from '@/components/ads/use-paged-ads';
import { requestPage } from '@/lib/api/request-page';

/**
 * A page of the booth's live ads (public list, newest first) with the list's total. A failed first page
 * shows as an empty booth rather than breaking the page; a failed later page is the list's to report.
 */
export async function fetchBoothAds(
  apiBase: string,
  lang: Lang,
  boothId: number,
  {
    cursor,
    signal,
    headers,
  }: {
    cursor?: string;
    signal?: AbortSignal;
    /** Server side: the visitor's address for the API's per-address search limit. */
    headers?: Record<string, string>;
  } = {},
): Promise<AdPage> {
  const query = { boothId, sort: 'newest', ...(cursor ? { cursor } : {}) };
  try {
    return await requestPage<AdPage>(apiBase, API_PATHS.adSearch, {
      lang,
      query,
      signal,
      ...(headers ? { headers } : {}),
    });
  } catch (error) {
    if (signal?.aborted || cursor) throw error;
    return { data: [], nextCursor: null, total: 0 };
  }
}

import { z } from 'zod';
import { AD_LIST_MAX_LIMIT, API_PATHS, adSummarySchema, type AdSummary, type Lang } from '@kraam/shared';
import { fetchData } from '@/lib/api/fetch-data';

const adsSchema = z.array(adSummarySchema);

/**
 * The booth's live ads (public list, newest first). Until the filter endpoint answers, a failure shows as
 * an empty grid rather than breaking the booth page.
 */
export async function fetchBoothAds(
  apiBase: string,
  lang: Lang,
  boothId: number,
  signal?: AbortSignal,
): Promise<AdSummary[]> {
  try {
    return await fetchData(apiBase, API_PATHS.adSearch, adsSchema, {
      lang,
      signal,
      query: { boothId, sort: 'newest', limit: AD_LIST_MAX_LIMIT },
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

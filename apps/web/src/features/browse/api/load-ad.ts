import { cache } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { goneOf } from '@/lib/api/gone';
import { getAdDetail } from './browse-calls';
import { serverBrowseContext } from './server-context';

/**
 * The ad for its page, once per request (metadata and page share it, so one view is counted);
 * null when there is no such active ad; `Gone` with the API's notice when a moderation decision removed it.
 */
export const loadAd = cache(async (id: number, list: string | undefined) => {
  try {
    return await getAdDetail(await serverBrowseContext(), id, { list });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    const gone = goneOf(error);
    if (gone) return gone;
    throw error;
  }
});

import { cache } from 'react';
import { getLocale } from 'next-intl/server';
import { API_PATHS, type PublicBooth } from '@kraam/shared';
import { config } from '@/config';
import { ApiError } from '@/lib/api/api-error';
import { goneOf, type Gone } from '@/lib/api/gone';
import { fetchData } from '@/lib/api/fetch-data';

/**
 * Server side: a booth by id, or null when there is none (the page answers 404), or `Gone` with the API's
 * notice when a moderation decision removed it (410). Shared by page and metadata.
 */
export const loadPublicBooth = cache(async (id: number): Promise<PublicBooth | Gone | null> => {
  try {
    return await fetchData<PublicBooth>(config.internalApiUrl, API_PATHS.publicBoothGet, {
      lang: await getLocale(),
      query: { id },
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    const gone = goneOf(error);
    if (gone) return gone;
    throw error;
  }
});

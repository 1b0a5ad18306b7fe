import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, type Booth } from '@kraam/shared';
import { apiKey } from '@/lib/query/query-keys';
import { ApiError } from './api-error';
import { requestJson } from './request-json';
import type { SellerCall } from './seller-call';

/** The signed-in user's booth, or null when they have none yet (the API answers 404 then). */
export async function getOwnBooth(call: SellerCall, signal?: AbortSignal): Promise<Booth | null> {
  try {
    const { data } = await requestJson<Booth>(call.apiBase, API_PATHS.boothGet, { ...call, signal });
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** getOwnBooth as a query under Booth/Get's key, so every reader of the own booth shares one answer. */
export const ownBoothQuery = (call: SellerCall, viewer: number | null) =>
  queryOptions({
    queryKey: apiKey(API_PATHS.boothGet, { lang: call.lang, viewer }),
    queryFn: ({ signal }) => getOwnBooth(call, signal),
  });

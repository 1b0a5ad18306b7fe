import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '@kraam/shared';
import { fetchData } from '@/lib/api/fetch-data';
import { apiKey, type QueryParams } from './query-keys';

interface ApiQueryInput {
  apiBase: string;
  path: string;
  lang: Lang;
  params?: QueryParams;
  /** Bearer token for a signed-in read; `viewer` (the user id) then keeps accounts apart in the cache. */
  token?: string | null;
  viewer?: number | null;
}

function queryRecord(params: QueryParams | undefined): Record<string, string | number> {
  const record: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== null && value !== undefined)
      record[key] = typeof value === 'boolean' ? String(value) : value;
  }
  return record;
}

/**
 * Query options for a GET of an enveloped endpoint: its key (query-keys.ts) and a fetch answering the
 * contract's type `T` (decision 0019).
 */
export function apiQuery<T>({ apiBase, path, lang, params, token, viewer }: ApiQueryInput) {
  return queryOptions({
    queryKey: apiKey(path, { lang, params, viewer }),
    queryFn: ({ signal }): Promise<T> =>
      fetchData<T>(apiBase, path, { lang, query: queryRecord(params), token, signal }),
  });
}

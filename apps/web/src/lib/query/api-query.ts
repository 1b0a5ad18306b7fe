import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Lang } from '@kraam/shared';
import { fetchData } from '@/lib/api/fetch-data';
import { apiKey, type QueryParams } from './query-keys';

interface ApiQueryInput<T extends z.ZodType> {
  apiBase: string;
  path: string;
  schema: T;
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

/** Query options for a GET of an enveloped endpoint: its key (query-keys.ts) and a validated fetch. */
export function apiQuery<T extends z.ZodType>({
  apiBase,
  path,
  schema,
  lang,
  params,
  token,
  viewer,
}: ApiQueryInput<T>) {
  return queryOptions({
    queryKey: apiKey(path, { lang, params, viewer }),
    queryFn: ({ signal }): Promise<z.infer<T>> =>
      fetchData(apiBase, path, schema, { lang, query: queryRecord(params), token, signal }),
  });
}

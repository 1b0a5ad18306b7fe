import type { z } from 'zod';
import type { Lang } from '@kraam/shared';
import { requestJson } from './request-json';
import type { RequestOptions } from './send-request';

type FetchDataOptions = Pick<RequestOptions, 'query' | 'signal' | 'token' | 'headers'> & { lang: Lang };

/**
 * GET `base + path` and return the validated `data` of the `{ data, message }` envelope (DESIGN §3).
 * Works on the server and in the browser; the caller decides which API host to use.
 */
export async function fetchData<T extends z.ZodType>(
  base: string,
  path: string,
  schema: T,
  options: FetchDataOptions,
): Promise<z.infer<T>> {
  return (await requestJson(base, path, schema, options)).data;
}

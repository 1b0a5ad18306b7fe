import type { Lang } from '@kraam/shared';
import { requestJson } from './request-json';
import type { RequestOptions } from './send-request';

type FetchDataOptions = Pick<RequestOptions, 'query' | 'signal' | 'token' | 'headers'> & { lang: Lang };

/**
 * GET `base + path` and return the `data` of the `{ data, message }` envelope (DESIGN §3), typed as the
 * contract's `T` (decision 0019). Works on the server and in the browser; the caller picks the API host.
 */
export async function fetchData<T>(base: string, path: string, options: FetchDataOptions): Promise<T> {
  return (await requestJson<T>(base, path, options)).data;
}

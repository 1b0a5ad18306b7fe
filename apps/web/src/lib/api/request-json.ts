import { ApiError } from './api-error';
import { isRecord } from './is-record';
import { sendRequest, type RequestOptions } from './send-request';

export interface Enveloped<T> {
  data: T;
  /** The server's human text (e.g. a success notice), in the request's language. */
  message: string | null;
}

/**
 * A call answering the `{ data, message }` envelope (DESIGN §3). `T` is the contract's type from
 * packages/shared: the API checks every response body against that schema before it sends it, so the
 * web app does not parse it again and keeps zod out of its pages (decision 0019); only the envelope is
 * checked, which catches a proxy's HTML or an empty body.
 */
export async function requestJson<T>(
  base: string,
  path: string,
  options: RequestOptions,
): Promise<Enveloped<T>> {
  const { json, status } = await sendRequest(base, path, options);
  if (!isRecord(json) || !('data' in json)) throw new ApiError('Unexpected response', status, null, false);
  return { data: json.data as T, message: typeof json.message === 'string' ? json.message : null };
}

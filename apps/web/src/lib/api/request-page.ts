import { ApiError } from './api-error';
import { isRecord } from './is-record';
import { sendRequest, type RequestOptions } from './send-request';

/**
 * A list call: the whole body (`data` beside `nextCursor` and `total`), typed by the contract like
 * requestJson (decision 0019); a body without a `data` list is refused.
 */
export async function requestPage<T extends { data: readonly unknown[] }>(
  base: string,
  path: string,
  options: RequestOptions,
): Promise<T> {
  const { json, status } = await sendRequest(base, path, options);
  if (!isRecord(json) || !Array.isArray(json.data))
    throw new ApiError('Unexpected response', status, null, false);
  return json as T;
}

import type { z } from 'zod';
import { ApiError } from './api-error';
import { sendRequest, type RequestOptions } from './send-request';

/** A list call: the whole body (data beside nextCursor and total) is validated, not only `data`. */
export async function requestPage<T extends z.ZodType>(
  base: string,
  path: string,
  schema: T,
  options: RequestOptions,
): Promise<z.infer<T>> {
  const { json, status } = await sendRequest(base, path, options);
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError('Unexpected response', status, null, false);
  return parsed.data;
}

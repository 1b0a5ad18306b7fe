import { z } from 'zod';
import { envelope } from '@kraam/shared';
import { ApiError } from './api-error';
import { sendRequest, type RequestOptions } from './send-request';

export interface Enveloped<T> {
  data: T;
  /** The server's human text (e.g. a success notice), in the request's language. */
  message: string | null;
}

/** A call answering the `{ data, message }` envelope (DESIGN §3); returns it with `data` validated. */
export async function requestJson<T extends z.ZodType>(
  base: string,
  path: string,
  schema: T,
  options: RequestOptions,
): Promise<Enveloped<z.infer<T>>> {
  const { json, status } = await sendRequest(base, path, options);
  const wrapped = envelope(z.unknown()).safeParse(json);
  const parsed = wrapped.success ? schema.safeParse(wrapped.data.data) : null;
  if (!wrapped.success || !parsed?.success) throw new ApiError('Unexpected response', status, null, false);
  return { data: parsed.data, message: wrapped.data.message };
}

import { z } from 'zod';
import { envelope, errorResponseSchema, type Lang } from '@kraam/shared';
import { ApiError } from './api-error';

interface FetchDataOptions {
  lang: Lang;
  query?: Record<string, string | number>;
  signal?: AbortSignal;
}

/**
 * GET `base + path` and return the validated `data` of the `{ data, message }` envelope (DESIGN §3).
 * Works on the server and in the browser; the caller decides which API host to use.
 */
export async function fetchData<T extends z.ZodType>(
  base: string,
  path: string,
  schema: T,
  { lang, query, signal }: FetchDataOptions,
): Promise<z.infer<T>> {
  const params = new URLSearchParams({ lang });
  for (const [key, value] of Object.entries(query ?? {})) params.set(key, String(value));
  const response = await fetch(`${base}${path}?${params.toString()}`, {
    headers: { accept: 'application/json', 'accept-language': lang },
    cache: 'no-store',
    signal,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = errorResponseSchema.safeParse(body);
    throw error.success
      ? new ApiError(error.data.message, response.status, error.data.code, true, error.data.errors)
      : new ApiError(`HTTP ${response.status}`, response.status, null, false);
  }
  const wrapped = envelope(z.unknown()).safeParse(body);
  const parsed = wrapped.success ? schema.safeParse(wrapped.data.data) : null;
  if (!parsed?.success) throw new ApiError('Unexpected response', response.status, null, false);
  return parsed.data;
}

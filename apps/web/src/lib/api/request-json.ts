import { z } from 'zod';
import { envelope, errorResponseSchema, type Lang } from '@kraam/shared';
import { ApiError } from './api-error';

export interface RequestJsonOptions {
  lang: Lang;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number>;
  /** Bearer token of the signed-in user. */
  token?: string | null;
  signal?: AbortSignal;
}

export interface Enveloped<T> {
  data: T;
  /** The server's human text (e.g. a success notice), in the request's language. */
  message: string | null;
}

/**
 * Any call against `base + path` (DESIGN §3): JSON body (a FormData body goes as multipart), `lang` on the query and `Accept-Language`,
 * optional bearer token. Returns the validated envelope; failures throw ApiError with the server's
 * message and field errors.
 */
export async function requestJson<T extends z.ZodType>(
  base: string,
  path: string,
  schema: T,
  { lang, method = 'GET', body, query, token, signal }: RequestJsonOptions,
): Promise<Enveloped<z.infer<T>>> {
  const params = new URLSearchParams({ lang });
  for (const [key, value] of Object.entries(query ?? {})) params.set(key, String(value));
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': lang };
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  // The browser sets multipart/form-data with its boundary itself.
  if (body !== undefined && !form) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${base}${path}?${params.toString()}`, {
      method,
      headers,
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      cache: 'no-store',
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError('Network error', 0, null, false);
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = errorResponseSchema.safeParse(json);
    throw error.success
      ? new ApiError(error.data.message, response.status, error.data.code, true, error.data.errors)
      : new ApiError(`HTTP ${response.status}`, response.status, null, false);
  }
  const wrapped = envelope(z.unknown()).safeParse(json);
  const parsed = wrapped.success ? schema.safeParse(wrapped.data.data) : null;
  if (!wrapped.success || !parsed?.success)
    throw new ApiError('Unexpected response', response.status, null, false);
  return { data: parsed.data, message: wrapped.data.message };
}

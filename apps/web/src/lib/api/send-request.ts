import type { Lang } from '@kraam/shared';
import { markRenderUncacheable } from '@/lib/page-cache/render-scope';
import { ApiError } from './api-error';
import { readErrorBody } from './error-body';

export interface RequestOptions {
  lang: Lang;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number>;
  /** Bearer token of the signed-in user. */
  token?: string | null;
  signal?: AbortSignal;
  /** More headers; a server-side call passes the visitor's address on (lib/api/visitor-address.ts). */
  headers?: Record<string, string>;
}

/**
 * Any call against `base + path` (DESIGN §3): JSON body (a FormData body goes as multipart), `lang` on
 * the query and `Accept-Language`, optional bearer token. Answers the parsed JSON body of a 2xx;
 * failures throw ApiError with the server's message and field errors.
 */
export async function sendRequest(
  base: string,
  path: string,
  { lang, method = 'GET', body, query, token, signal, headers: extraHeaders }: RequestOptions,
): Promise<{ json: unknown; status: number }> {
  const params = new URLSearchParams({ lang });
  for (const [key, value] of Object.entries(query ?? {})) params.set(key, String(value));
  const headers: Record<string, string> = {
    ...extraHeaders,
    accept: 'application/json',
    'accept-language': lang,
  };
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
    markRenderUncacheable();
    throw new ApiError('Network error', 0, null, false);
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    // A server render showing a fallback (or a 404) is no page to keep for other guests.
    markRenderUncacheable();
    const error = readErrorBody(json);
    throw error
      ? new ApiError(error.message, response.status, error.code, true, error.errors)
      : new ApiError(`HTTP ${response.status}`, response.status, null, false);
  }
  return { json, status: response.status };
}

import type { Lang } from '@kraam/shared';
import { config } from '@/config';
import { forwardedForHeader } from '@/lib/api/visitor-address';

/** One call to the API's admin routes from the web server, with the admin token when there is one. */
export function callAdminApi(
  path: string,
  {
    lang,
    token,
    method = 'GET',
    body,
    search = '',
    forwardedFor,
  }: {
    lang: Lang;
    token?: string | null;
    method?: 'GET' | 'POST';
    body?: string;
    search?: string;
    /** The visitor's X-Forwarded-For: the API limits logins per visitor, not per web server. */
    forwardedFor?: string | null;
  },
): Promise<Response> {
  const params = new URLSearchParams(search);
  params.set('lang', lang);
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': lang,
    ...forwardedForHeader(forwardedFor),
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(`${config.internalApiUrl}${path}?${params.toString()}`, {
    method,
    headers,
    body,
    cache: 'no-store',
  });
}

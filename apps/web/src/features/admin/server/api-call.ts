import type { Lang } from '@kraam/shared';
import { config } from '@/config';

/** One call to the API's admin routes from the web server, with the admin token when there is one. */
export function callAdminApi(
  path: string,
  {
    lang,
    token,
    method = 'GET',
    body,
    search = '',
  }: {
    lang: Lang;
    token?: string | null;
    method?: 'GET' | 'POST';
    body?: string;
    search?: string;
  },
): Promise<Response> {
  const params = new URLSearchParams(search);
  params.set('lang', lang);
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': lang };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(`${config.internalApiUrl}${path}?${params.toString()}`, {
    method,
    headers,
    body,
    cache: 'no-store',
  });
}

import { headers } from 'next/headers';

/** Longer than any real chain of proxies; a made-up giant header is cut, not sent on. */
const MAX_LENGTH = 512;

/**
 * The visitor's X-Forwarded-For as a header for a server-side API call (Next sets it to the socket's
 * address when no proxy did), so the API's per-address limits (logins, searches) count the visitor rather
 * than this web server. The API believes it only when its TRUST_PROXY lists this server's address.
 */
export function forwardedForHeader(value: string | null | undefined): Record<string, string> {
  const trimmed = value?.trim();
  return trimmed ? { 'x-forwarded-for': trimmed.slice(0, MAX_LENGTH) } : {};
}

/** forwardedForHeader of the request being rendered. Server only. */
export async function visitorAddressHeader(): Promise<Record<string, string>> {
  return forwardedForHeader((await headers()).get('x-forwarded-for'));
}

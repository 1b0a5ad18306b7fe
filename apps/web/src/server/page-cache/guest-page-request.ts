import type { IncomingHttpHeaders } from 'node:http';
import { ADMIN_SESSION_COOKIE, pageCacheTags } from '@kraam/shared';
import { cookieValue, langFromCookieHeader } from '../../i18n/locale';

/** A request the guest page cache may answer: its key (language + path and query) and the page's tags. */
export interface GuestPageRequest {
  key: string;
  tags: string[];
}

const { all, feed, ads, ad, booth } = pageCacheTags;

/** The cached pages and their tags (what an API write names to drop them); null for any other path. */
export function pageTagsFor(pathname: string): string[] | null {
  if (pathname === '/' || pathname === '/category' || pathname === '/categoryAds') return [all, feed];
  const adId = /^\/ads\/(\d{1,12})$/.exec(pathname)?.[1];
  if (adId) return [all, ads, ad(Number(adId))];
  // A booth page lists the booth's ads: any ad change may alter it, as it alters the other lists.
  const boothId = /^\/booth\/(\d{1,12})$/.exec(pathname)?.[1];
  if (boothId) return [all, feed, booth(Number(boothId))];
  return null;
}

// Next's own requests for the RSC payload (client navigation, prefetch, server actions) answer something
// other than the page's HTML for the same URL: they always go to Next.
const NEXT_INTERNAL_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-router-state-tree',
  'next-action',
  'next-url',
];

/**
 * The cache entry this request may be answered from, or null when it must go to Next: not a GET/HEAD of
 * a cached page, one of Next's RSC requests, or a signed-in request (an Authorization header or the admin
 * session cookie; site users keep their session in the browser, so their page requests are guests').
 */
export function guestPageRequest(
  method: string | undefined,
  rawUrl: string | undefined,
  headers: IncomingHttpHeaders,
): GuestPageRequest | null {
  if ((method !== 'GET' && method !== 'HEAD') || !rawUrl?.startsWith('/')) return null;
  if (headers.authorization !== undefined) return null;
  if (NEXT_INTERNAL_HEADERS.some((name) => headers[name] !== undefined)) return null;
  if (cookieValue(headers.cookie, ADMIN_SESSION_COOKIE) !== undefined) return null;
  const url = new URL(rawUrl, 'http://page.invalid');
  if (url.searchParams.has('_rsc')) return null;
  const tags = pageTagsFor(url.pathname);
  if (!tags) return null;
  const lang = langFromCookieHeader(headers.cookie);
  return { key: `${lang} ${url.pathname}${url.search}`, tags };
}

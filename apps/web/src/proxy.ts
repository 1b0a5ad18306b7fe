import { NextResponse, type NextRequest } from 'next/server';
import { config as webConfig } from '@/config';
import { buildContentSecurityPolicy, createNonce } from '@/lib/security/content-security-policy';

/**
 * Every page: hands the request path to server components (canonical link), without query or hash, and
 * sets this request's Content-Security-Policy. Next reads the nonce from the CSP request header and puts
 * it on its scripts; `x-nonce` is there for a server component that renders a script of its own.
 */
export function proxy(request: NextRequest) {
  const nonce = createNonce();
  const policy = buildContentSecurityPolicy({ nonce, ...webConfig });
  const headers = new Headers(request.headers);
  headers.set('x-pathname', request.nextUrl.pathname);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  matcher: ['/((?!_next/|icons/|icon.png|apple-icon.png|manifest.webmanifest|favicon.ico|sw.js).*)'],
};

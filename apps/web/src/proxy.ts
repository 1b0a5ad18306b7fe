import { NextResponse, type NextRequest } from 'next/server';

/** Hands the request path to server components (canonical link), without query or hash. */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set('x-pathname', request.nextUrl.pathname);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ['/((?!_next/|icons/|icon.png|apple-icon.png|manifest.webmanifest|favicon.ico).*)'],
};

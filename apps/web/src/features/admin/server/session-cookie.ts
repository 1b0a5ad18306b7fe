import type { NextRequest, NextResponse } from 'next/server';
import { ADMIN_SESSION_COOKIE } from '@kraam/shared';
import { config } from '@/config';

/** A working day: long enough for a session at the panel, short enough that a forgotten one ends. */
export const ADMIN_SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

/** Secure whenever the site is served over https, whether the public URL or the proxy says so. */
function servedOverHttps(request: NextRequest): boolean {
  return (
    config.publicWebUrl.startsWith('https:') ||
    request.nextUrl.protocol === 'https:' ||
    request.headers.get('x-forwarded-proto') === 'https'
  );
}

export function setAdminCookie(response: NextResponse, token: string, request: NextRequest): void {
  response.cookies.set(ADMIN_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: servedOverHttps(request),
    path: '/',
    maxAge: ADMIN_SESSION_MAX_AGE_SECONDS,
  });
}

export function clearAdminCookie(response: NextResponse, request: NextRequest): void {
  response.cookies.set(ADMIN_SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'strict',
    secure: servedOverHttps(request),
    path: '/',
    maxAge: 0,
  });
}

export function adminToken(request: NextRequest): string | null {
  return request.cookies.get(ADMIN_SESSION_COOKIE)?.value || null;
}

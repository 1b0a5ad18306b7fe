import { NextResponse, type NextRequest } from 'next/server';
import { API_PATHS } from '@kraam/shared';
import { adminError, requestLang } from './admin-error';
import { callAdminApi } from './api-call';
import { isSameSiteRequest } from './same-site';
import { adminToken, clearAdminCookie } from './session-cookie';

/**
 * POST /api/admin/logout (SPEC §7): ends the session at the API and always clears the cookie, so the
 * browser is signed out even when the API cannot be reached (SPEC §8).
 */
export async function handleAdminLogout(request: NextRequest): Promise<Response> {
  if (!isSameSiteRequest(request)) return adminError(request, 403, 'FORBIDDEN', 'crossSite');
  const token = adminToken(request);
  if (token) {
    await callAdminApi(API_PATHS.adminLogout, {
      lang: requestLang(request),
      token,
      method: 'POST',
      body: '{}',
    })
      .then((answer) => answer.body?.cancel())
      .catch(() => undefined);
  }
  const response = new NextResponse(null, { status: 204 });
  clearAdminCookie(response, request);
  return response;
}

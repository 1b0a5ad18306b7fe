import { NextResponse, type NextRequest } from 'next/server';
import { adminError, requestLang } from './admin-error';
import { callAdminApi } from './api-call';
import { isSameSiteRequest } from './same-site';
import { adminToken, clearAdminCookie } from './session-cookie';

/** Admin request bodies are a few small fields; anything larger is not one of ours. */
const MAX_BODY_BYTES = 4096;

/**
 * A route handler that forwards one admin call to the API with the token from the httpOnly cookie (the
 * browser cannot read it). The API's answer passes through unchanged; when it says the session is over,
 * the cookie goes too. POSTs are refused unless they come from this site.
 */
export function adminProxy(apiPath: string, method: 'GET' | 'POST') {
  return async (request: NextRequest): Promise<Response> => {
    if (method === 'POST' && !isSameSiteRequest(request)) {
      return adminError(request, 403, 'FORBIDDEN', 'crossSite');
    }
    const token = adminToken(request);
    if (!token) return adminError(request, 401, 'UNAUTHORIZED', 'unauthorized');
    // An empty POST means `{}` (clear everything); the API validates the rest.
    const body = method === 'POST' ? (await request.text()) || '{}' : undefined;
    if (body !== undefined && body.length > MAX_BODY_BYTES) {
      return adminError(request, 413, 'PAYLOAD_TOO_LARGE', 'invalid');
    }
    let answer: Response;
    try {
      answer = await callAdminApi(apiPath, {
        lang: requestLang(request),
        token,
        method,
        body,
        search: method === 'GET' ? request.nextUrl.search : '',
      });
    } catch {
      return adminError(request, 503, 'SERVICE_UNAVAILABLE', 'unavailable');
    }
    const response = new NextResponse(await answer.text(), {
      status: answer.status,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    });
    if (answer.status === 401 || answer.status === 403) clearAdminCookie(response, request);
    return response;
  };
}

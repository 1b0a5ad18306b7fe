import { NextResponse, type NextRequest } from 'next/server';
import { INT4_MAX, withId } from '@kraam/shared';
import { adminError, requestLang } from './admin-error';
import { callAdminApi } from './api-call';
import { isSameSiteRequest } from './same-site';
import { adminToken, clearAdminCookie } from './session-cookie';

/** Admin request bodies are a few small fields; anything larger is not one of ours. */
const DEFAULT_MAX_BODY_BYTES = 4096;
/**
 * A moderation decision carries up to ≈ 10,500 characters of explanation (packages/shared/moderation.ts)
 * and 200 notice ids: three bytes a character in UTF-8 and JSON's escapes fit with room to spare.
 */
export const MODERATION_DECISION_MAX_BODY_BYTES = 64 * 1024;
/** An appeal's resolution: an explanation of up to 2000 characters. */
export const APPEAL_RESOLVE_MAX_BODY_BYTES = 16 * 1024;

/** A route's `[id]` segment: a positive whole number the API's int4 ids can hold, written plainly. */
const ID_SEGMENT = /^[1-9]\d{0,9}$/;

export function parseIdSegment(segment: string | string[] | undefined): number | null {
  if (typeof segment !== 'string' || !ID_SEGMENT.test(segment)) return null;
  const id = Number(segment);
  return id <= INT4_MAX ? id : null;
}

/** What Next.js hands a route handler beside the request: the dynamic segments of its folder. */
export interface RouteContext {
  params: Promise<Record<string, string | string[] | undefined>>;
}

interface ProxyOptions {
  /** A larger limit for a call that carries long texts (a moderation decision's explanations). */
  maxBodyBytes?: number;
  /** A download: the file name a successful answer is saved under (content-disposition: attachment). */
  attachment?: (request: NextRequest) => string;
}

/**
 * A route handler that forwards one admin call to the API with the token from the httpOnly cookie (the
 * browser cannot read it). The API's answer passes through unchanged; when it says the session is over
 * (401), the cookie goes too. A 403 keeps it: a moderator's session is still good where only admins may
 * go. POSTs are refused unless they come from this site. A path with `:id` takes the route's `[id]`
 * segment, which must be a plain positive number: anything else is a page that does not exist (404).
 */
export function adminProxy(apiPath: string, method: 'GET' | 'POST', options: ProxyOptions = {}) {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  return async (request: NextRequest, context?: RouteContext): Promise<Response> => {
    if (method === 'POST' && !isSameSiteRequest(request)) {
      return adminError(request, 403, 'FORBIDDEN', 'crossSite');
    }
    const token = adminToken(request);
    if (!token) return adminError(request, 401, 'UNAUTHORIZED', 'unauthorized');
    let path = apiPath;
    if (apiPath.includes(':id')) {
      const id = parseIdSegment((await context?.params)?.id);
      if (id === null) return adminError(request, 404, 'NOT_FOUND', 'notFound');
      path = withId(apiPath, id);
    }
    // An empty POST means `{}` (clear everything); the API validates the rest.
    const body = method === 'POST' ? (await request.text()) || '{}' : undefined;
    if (body !== undefined && new TextEncoder().encode(body).length > maxBodyBytes) {
      return adminError(request, 413, 'PAYLOAD_TOO_LARGE', 'invalid');
    }
    let answer: Response;
    try {
      answer = await callAdminApi(path, {
        lang: requestLang(request),
        token,
        method,
        body,
        search: method === 'GET' ? request.nextUrl.search : '',
      });
    } catch {
      return adminError(request, 503, 'SERVICE_UNAVAILABLE', 'unavailable');
    }
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'cache-control': 'no-store',
    };
    // Only a success is a file; a refusal stays the JSON error the console reads.
    if (options.attachment && answer.ok) {
      headers['content-disposition'] = `attachment; filename="${options.attachment(request)}"`;
    }
    const response = new NextResponse(await answer.text(), { status: answer.status, headers });
    if (answer.status === 401) clearAdminCookie(response, request);
    return response;
  };
}

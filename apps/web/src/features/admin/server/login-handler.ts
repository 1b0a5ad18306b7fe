import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { API_PATHS, adminLoginResponseSchema } from '@kraam/shared';
import { adminError, requestLang } from './admin-error';
import { callAdminApi } from './api-call';
import { isSameSiteRequest } from './same-site';
import { setAdminCookie } from './session-cookie';

// Only the shape is checked here; the API validates the values and answers field errors in the user's language.
const credentialsSchema = z.object({ email: z.string().max(320), password: z.string().max(200) });

/**
 * POST /api/admin/login: signs in at the API and keeps the admin token in an httpOnly cookie, so no
 * script on the page can read it. Answers 204; the API's refusals pass through as they are.
 */
export async function handleAdminLogin(request: NextRequest): Promise<Response> {
  if (!isSameSiteRequest(request)) return adminError(request, 403, 'FORBIDDEN', 'crossSite');
  const credentials = credentialsSchema.safeParse(await request.json().catch(() => null));
  if (!credentials.success) return adminError(request, 400, 'VALIDATION_FAILED', 'invalid');
  let answer: Response;
  try {
    answer = await callAdminApi(API_PATHS.adminLogin, {
      lang: requestLang(request),
      method: 'POST',
      body: JSON.stringify(credentials.data),
      forwardedFor: request.headers.get('x-forwarded-for'),
    });
  } catch {
    return adminError(request, 503, 'SERVICE_UNAVAILABLE', 'unavailable');
  }
  if (!answer.ok) {
    return new NextResponse(await answer.text(), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }
  const session = adminLoginResponseSchema.safeParse(await answer.json().catch(() => null));
  if (!session.success) return adminError(request, 502, 'INTERNAL_ERROR', 'generic');
  const response = new NextResponse(null, { status: 204 });
  setAdminCookie(response, session.data.data.token, request);
  return response;
}

import { NextResponse } from 'next/server';
import type { ErrorCode, Lang } from '@kraam/shared';
import type { NextRequest } from 'next/server';
import { langFromCookieHeader } from '@/i18n/locale';
import { messagesFor } from '@/i18n/messages';

type AdminErrorKey = keyof ReturnType<typeof messagesFor>['admin']['errors'];

/** The language of the request, as the pages decide it (the `lang` cookie). */
export function requestLang(request: NextRequest): Lang {
  return langFromCookieHeader(request.headers.get('cookie'));
}

/** An error in the API's own shape (`{ message, code }`), so the browser handles both alike. */
export function adminError(request: NextRequest, status: number, code: ErrorCode, key: AdminErrorKey) {
  const message = messagesFor(requestLang(request)).admin.errors[key];
  return NextResponse.json({ message, code }, { status });
}

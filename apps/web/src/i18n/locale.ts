import {
  DEFAULT_LANGUAGE,
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE_SECONDS,
  LANGUAGES,
} from '@kraam/shared/constants';
import type { Lang } from '@kraam/shared/lang';

/** Any unknown or missing value means the default language (SPEC §4: Nl). */
export function toLang(value: string | null | undefined): Lang {
  return isLang(value) ? value : DEFAULT_LANGUAGE;
}

// A plain list check rather than the shared zod enum: this runs in every page's first load.
export function isLang(value: string | null | undefined): value is Lang {
  return (LANGUAGES as readonly (string | null | undefined)[]).includes(value);
}

/** The first value of cookie `name` in a Cookie header, as browsers put the most specific one first. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The language a Cookie header asks for. The one parse for the page render, the guest page cache's key
 * and the browser: a header with two `lang` cookies must not render in one language and be stored under
 * the other (Next's own `cookies()` keeps the last of duplicates, so it is not used for this).
 */
export function langFromCookieHeader(header: string | null | undefined): Lang {
  return toLang(cookieValue(header, LANG_COOKIE));
}

/** The cookie string that makes the server render in `lang`: whole site, one year (SPEC §4). */
export function langCookie(lang: Lang): string {
  return `${LANG_COOKIE}=${lang}; path=/; max-age=${LANG_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

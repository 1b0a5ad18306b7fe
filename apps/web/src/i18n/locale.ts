import {
  DEFAULT_LANGUAGE,
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE_SECONDS,
  LANGUAGES,
  type Lang,
} from '@kraam/shared';

/** Any unknown or missing value means the default language (SPEC §4: Nl). */
export function toLang(value: string | null | undefined): Lang {
  return isLang(value) ? value : DEFAULT_LANGUAGE;
}

// A plain list check rather than the shared zod enum: this runs in every page's first load.
export function isLang(value: string | null | undefined): value is Lang {
  return (LANGUAGES as readonly (string | null | undefined)[]).includes(value);
}

/** The cookie string that makes the server render in `lang`: whole site, one year (SPEC §4). */
export function langCookie(lang: Lang): string {
  return `${LANG_COOKIE}=${lang}; path=/; max-age=${LANG_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

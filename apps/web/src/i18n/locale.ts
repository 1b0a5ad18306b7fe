import {
  DEFAULT_LANGUAGE,
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE_SECONDS,
  langSchema,
  type Lang,
} from '@kraam/shared';

/** Any unknown or missing value means the default language (SPEC §4: Nl). */
export function toLang(value: string | null | undefined): Lang {
  const parsed = langSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}

export function isLang(value: string | null | undefined): value is Lang {
  return langSchema.safeParse(value).success;
}

/** The cookie string that makes the server render in `lang`: whole site, one year (SPEC §4). */
export function langCookie(lang: Lang): string {
  return `${LANG_COOKIE}=${lang}; path=/; max-age=${LANG_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

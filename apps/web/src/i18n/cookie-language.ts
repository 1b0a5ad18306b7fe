'use client';
import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, LANG_COOKIE, LANGUAGES } from '@kraam/shared/constants';
import type { Lang } from '@kraam/shared/lang';

const isLang = (value: string | undefined): value is Lang =>
  (LANGUAGES as readonly (string | undefined)[]).includes(value);

/** The language a `document.cookie` string asks for; the default when it names none. */
export function languageFromCookies(cookies: string): Lang {
  const value = cookies
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LANG_COOKIE)?.[1];
  return isLang(value) ? value : DEFAULT_LANGUAGE;
}

const noSubscription = () => () => undefined;

/**
 * The `lang` cookie's language, for pages rendered without next-intl's provider. The server render and
 * hydration use the default; the browser then switches to the cookie's language.
 */
export function useCookieLanguage(): Lang {
  return useSyncExternalStore(
    noSubscription,
    () => languageFromCookies(document.cookie),
    () => DEFAULT_LANGUAGE,
  );
}

'use client';
import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE } from '@kraam/shared/constants';
import type { Lang } from '@kraam/shared/lang';
import { langFromCookieHeader } from './locale';

const noSubscription = () => () => undefined;

/**
 * The `lang` cookie's language, for pages rendered without next-intl's provider. The server render and
 * hydration use the default; the browser then switches to the cookie's language.
 */
export function useCookieLanguage(): Lang {
  return useSyncExternalStore(
    noSubscription,
    () => langFromCookieHeader(document.cookie),
    () => DEFAULT_LANGUAGE,
  );
}

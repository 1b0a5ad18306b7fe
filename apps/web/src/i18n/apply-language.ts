import type { Lang } from '@kraam/shared';
import { STORED, writeStored } from '@/lib/stored-prefs';
import { langCookie } from './locale';

/** Everything a language switch changes in the browser (SPEC §4): stored choice, <html lang>, cookie. */
export function applyLanguage(lang: Lang): void {
  writeStored(STORED.lang, lang);
  document.documentElement.lang = lang;
  document.cookie = langCookie(lang);
}

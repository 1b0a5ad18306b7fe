'use client';
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { FALLBACK_LANGUAGE } from '@kraam/shared';
import { STORED, readStored, writeStored } from '@/lib/stored-prefs';
import { applyLanguage } from './apply-language';
import { isLang } from './locale';

/** SPEC §4: the server rendered from the cookie; a stored choice overrides it on the first client load. */
export function LanguageSync() {
  const locale = useLocale();
  const router = useRouter();

  useEffect(() => {
    writeStored(STORED.fallbackLanguage, FALLBACK_LANGUAGE);
    const stored = readStored(STORED.lang);
    if (isLang(stored) && stored !== locale) {
      applyLanguage(stored);
      router.refresh();
    }
  }, [locale, router]);

  return null;
}

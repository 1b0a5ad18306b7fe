'use client';
import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import type { Lang } from '@kraam/shared';
import { applyLanguage } from './apply-language';

/** The active language and a switch that re-renders server text in the new one. */
export function useLanguage() {
  const lang = useLocale();
  const router = useRouter();
  const [switching, startTransition] = useTransition();

  const setLanguage = (next: Lang) => {
    if (next === lang) return;
    applyLanguage(next);
    // Server components read the cookie: a refresh re-renders them without a full reload.
    startTransition(() => router.refresh());
  };

  return { lang, setLanguage, switching };
}

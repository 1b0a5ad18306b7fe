'use client';
import { useMemo } from 'react';
import { useLocale } from 'next-intl';
import { useViewer } from '@/lib/session/viewer-context';
import { useApiBase } from './api-base-context';

/**
 * What a feature's browser calls need: the API host, the page's language, the signed-in viewer's token and id
 * (which keeps two accounts' answers apart in the query cache), and whether the stored session is read yet.
 */
export function useApiContext() {
  const apiBase = useApiBase();
  const lang = useLocale();
  const { token, userId, known } = useViewer();
  return useMemo(
    () => ({ apiBase, lang, token, viewer: userId, known }),
    [apiBase, lang, token, userId, known],
  );
}

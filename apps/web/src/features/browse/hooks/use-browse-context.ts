'use client';
import { useMemo } from 'react';
import { useLocale } from 'next-intl';
import { useApiBase } from '@/lib/api/api-base-context';
import { useViewer } from '@/lib/session/viewer-context';
import type { BrowseContext } from '../api/browse-calls';

/** Browser-side calls: the public API host, the page's language and the signed-in user's token. */
export function useBrowseContext(): BrowseContext & { known: boolean } {
  const apiBase = useApiBase();
  const lang = useLocale();
  const { token, known } = useViewer();
  return useMemo(() => ({ apiBase, lang, token, known }), [apiBase, lang, token, known]);
}

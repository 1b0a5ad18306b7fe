'use client';
import { useMemo } from 'react';
import { useLocale } from 'next-intl';
import { useApiBase } from '@/lib/api/api-base-context';
import { useViewer } from '@/lib/session/viewer-context';
import type { BidContext } from '../api/bid-calls';

/** The API host, the page's language and the signed-in viewer, for the bid calls. */
export function useBidContext(): BidContext & { known: boolean } {
  const apiBase = useApiBase();
  const lang = useLocale();
  const { token, userId, known } = useViewer();
  return useMemo(
    () => ({ apiBase, lang, token, viewer: userId, known }),
    [apiBase, lang, token, userId, known],
  );
}

'use client';
import { useMemo } from 'react';
import { useLocale } from 'next-intl';
import { useApiBase } from '@/lib/api/api-base-context';
import { useViewer } from '@/lib/session/viewer-context';
import type { SignedInContext } from '../api/statement-calls';

/** The API host, the page's language and the signed-in viewer, for the statements and appeals calls. */
export function useSignedInContext(): SignedInContext {
  const apiBase = useApiBase();
  const lang = useLocale();
  const { token, userId } = useViewer();
  return useMemo(() => ({ apiBase, lang, token, viewer: userId }), [apiBase, lang, token, userId]);
}

'use client';
import { useMemo } from 'react';
import { useLocale } from 'next-intl';
import { useApiBase } from '@/lib/api/api-base-context';
import { useViewer } from '@/lib/session/viewer-context';
import type { ChatCall } from '../api/chat-calls';

/** API host, language and token for the chat calls; null until the session is known to be signed in. */
export function useChatCall(): ChatCall | null {
  const apiBase = useApiBase();
  const lang = useLocale();
  const { token } = useViewer();
  return useMemo(() => (token ? { apiBase, lang, token } : null), [apiBase, lang, token]);
}

'use client';
import { useMemo } from 'react';
import { useLocale } from 'next-intl';
import { useApiBase } from '@/lib/api/api-base-context';
import { useViewer } from '@/lib/session/viewer-context';
import type { NotificationContext } from '../api/notification-calls';

/** The API host, the page's language and the signed-in viewer, for the notification calls. */
export function useNotificationContext(): NotificationContext {
  const apiBase = useApiBase();
  const lang = useLocale();
  const { token, userId } = useViewer();
  return useMemo(() => ({ apiBase, lang, token, viewer: userId }), [apiBase, lang, token, userId]);
}

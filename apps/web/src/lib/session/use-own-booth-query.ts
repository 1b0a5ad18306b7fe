'use client';
import { useLocale } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import { useApiBase } from '@/lib/api/api-base-context';
import { ownBoothQuery } from '@/lib/api/own-booth';
import { useViewer } from './viewer-context';

/**
 * The own booth as the viewer of any page (the header's booth link, the ad page's owner check): the
 * same cache entry seller pages read; nothing is asked for a guest.
 */
export function useViewerBooth() {
  const apiBase = useApiBase();
  const lang = useLocale();
  const { token, userId } = useViewer();
  return useQuery({
    ...ownBoothQuery({ apiBase, lang, token: token ?? '' }, userId),
    enabled: token !== null,
  });
}

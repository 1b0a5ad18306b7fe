'use client';
import { useViewerBooth } from '@/lib/session/use-own-booth-query';

/**
 * The signed-in user's booth id (null for guests, users without a booth, and while it loads). Shares the
 * header's booth read, so it costs no extra call.
 */
export function useOwnBoothId(): number | null {
  return useViewerBooth().data?.id ?? null;
}

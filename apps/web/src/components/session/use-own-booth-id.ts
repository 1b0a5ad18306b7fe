'use client';
import { useCallContext } from '@/features/auth/hooks/use-auth';
import { useBoothInfo } from '@/features/booths/hooks/use-booth-info';

/**
 * The signed-in user's booth id (null for guests, users without a booth, and while it loads). Shared with
 * the header's booth link, so it costs no extra call; features read it here instead of importing booths.
 */
export function useOwnBoothId(): number | null {
  const session = useCallContext();
  return useBoothInfo(session).booth?.id ?? null;
}

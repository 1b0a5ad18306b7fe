'use client';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session/session-context';
import { ViewerProvider } from '@/lib/session/viewer-context';

/**
 * Passes the signed-in user's token and id from the auth feature to the features that only read it.
 * When the signed-in user goes (a logout in another tab) or changes, every cached answer goes too.
 */
export function ViewerBridge({ children }: { children: ReactNode }) {
  const { userInfo, known } = useSession();
  const token = userInfo?.token ?? null;
  const userId = userInfo?.userId ?? null;
  const value = useMemo(() => ({ token, userId, known }), [token, userId, known]);
  const queryClient = useQueryClient();
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current !== null && previous.current !== userId) queryClient.clear();
    previous.current = userId;
  }, [userId, queryClient]);
  return <ViewerProvider value={value}>{children}</ViewerProvider>;
}

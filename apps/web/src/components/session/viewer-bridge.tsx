'use client';
import { useMemo, type ReactNode } from 'react';
import { useSession } from '@/features/auth/session-context';
import { ViewerProvider } from '@/lib/session/viewer-context';

/** Passes the signed-in user's token and id from the auth feature to the features that only read it. */
export function ViewerBridge({ children }: { children: ReactNode }) {
  const { userInfo, known } = useSession();
  const token = userInfo?.token ?? null;
  const userId = userInfo?.userId ?? null;
  const value = useMemo(() => ({ token, userId, known }), [token, userId, known]);
  return <ViewerProvider value={value}>{children}</ViewerProvider>;
}

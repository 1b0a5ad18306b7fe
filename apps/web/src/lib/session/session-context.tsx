'use client';
import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createSessionStore, type SessionState, type SessionStore } from './session-store';

const SessionContext = createContext<SessionStore | null>(null);

/** Holds the login state (SPEC §4) for the whole app; `store` lets tests start from a known one. */
export function SessionProvider({ children, store }: { children: ReactNode; store?: SessionStore }) {
  const [value] = useState(() => store ?? createSessionStore());
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore needs a SessionProvider');
  return store;
}

export function useSession(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}

'use client';
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { createSessionStore, type SessionState, type SessionStore } from './session-store';

const SessionContext = createContext<SessionStore | null>(null);
const SessionStateContext = createContext<SessionState | null>(null);

/**
 * The store's state for the whole app: unknown in the server render and hydration, then the stored one.
 * That change comes as a transition, rendered in slices between the browser's own work: with
 * useSyncExternalStore in every reader, React re-rendered all of them at once, synchronously, right after
 * hydration, one of the page's longest tasks. Later changes (a login, another tab) come at once.
 */
function useStoreState(store: SessionStore, first: () => SessionState): SessionState {
  const [state, setState] = useState(first);
  useEffect(() => {
    startTransition(() => setState(store.getSnapshot()));
    return store.subscribe(() => setState(store.getSnapshot()));
  }, [store]);
  return state;
}

/**
 * Holds the login state (SPEC §4) for the whole app. A given `store` (tests, which mount without a server
 * render) is read at once; the app's own starts unknown, as the server rendered it.
 */
export function SessionProvider({ children, store }: { children: ReactNode; store?: SessionStore }) {
  const [value] = useState(() => store ?? createSessionStore());
  const state = useStoreState(value, store ? store.getSnapshot : value.getServerSnapshot);
  return (
    <SessionContext value={value}>
      <SessionStateContext value={state}>{children}</SessionStateContext>
    </SessionContext>
  );
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore needs a SessionProvider');
  return store;
}

export function useSession(): SessionState {
  const state = useContext(SessionStateContext);
  if (!state) throw new Error('useSession needs a SessionProvider');
  return state;
}

import { clearAllStorage, readUserInfo, USER_INFO_KEY, writeUserInfo, type UserInfo } from './user-info';

/** SPEC §4 login states: request (loading), success (user info stored), fail (error kept). */
export type LoginStatus = 'idle' | 'loading' | 'success' | 'fail';

export interface SessionState {
  status: LoginStatus;
  userInfo: UserInfo | null;
  /** The failure of the last login: the server's message, else the fallback text. */
  error: string | null;
  /** False while rendering on the server and hydrating: the stored user info is not known yet. */
  known: boolean;
}

export const UNKNOWN_SESSION: SessionState = { status: 'idle', userInfo: null, error: null, known: false };

export interface SessionStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => SessionState;
  getServerSnapshot: () => SessionState;
  loginRequest: () => void;
  loginSuccess: (info: UserInfo) => void;
  loginFail: (error: string) => void;
  /** Forget the session: all stored data goes (SPEC §4 "clears all local storage"). */
  clear: () => void;
}

/** One store per provider; the stored user info is read lazily, so this is safe on the server. */
export function createSessionStore(): SessionStore {
  let state: SessionState | null = null;
  const listeners = new Set<() => void>();
  const current = (): SessionState =>
    (state ??= { status: 'idle', userInfo: readUserInfo(), error: null, known: true });
  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      // Another tab logging in or out.
      const onStorage = (event: StorageEvent) => {
        if (event.key === USER_INFO_KEY || event.key === null)
          set({ ...current(), userInfo: readUserInfo() });
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot: current,
    getServerSnapshot: () => UNKNOWN_SESSION,
    loginRequest: () => set({ ...current(), status: 'loading', error: null }),
    loginSuccess: (info) => {
      writeUserInfo(info);
      set({ status: 'success', userInfo: info, error: null, known: true });
    },
    loginFail: (error) => set({ status: 'fail', userInfo: null, error, known: true }),
    clear: () => {
      clearAllStorage();
      set({ status: 'idle', userInfo: null, error: null, known: true });
    },
  };
}

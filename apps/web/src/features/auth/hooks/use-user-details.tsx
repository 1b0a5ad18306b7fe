'use client';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { UserDetails } from '@kraam/shared';
import { ApiError } from '@/lib/api/api-error';
import { getUserDetails } from '../api/accounts';
import { useCallContext, useLogout } from './use-auth';

export interface UserDetailsState {
  details: UserDetails | null;
  loading: boolean;
  error: unknown;
  /** Replace the loaded details (after a successful edit). */
  update: (details: UserDetails) => void;
}

const UserDetailsContext = createContext<UserDetailsState | null>(null);

/** True for the statuses after which the session is logged out (SPEC §6, §8). */
export const endsSession = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * Loads GET /exhibitor/v2/User/Get once for the pages below it. A 401 or 403 means the token is no
 * longer valid: the session is logged out.
 */
export function UserDetailsProvider({ children }: { children: ReactNode }) {
  const ctx = useCallContext();
  const logout = useLogout();
  const [state, setState] = useState<{ details: UserDetails | null; error: unknown; for: string | null }>({
    details: null,
    error: null,
    for: null,
  });
  const key = ctx.token ? `${ctx.token}:${ctx.lang}` : null;

  useEffect(() => {
    if (!ctx.token || !key) return;
    const controller = new AbortController();
    getUserDetails({ ...ctx, signal: controller.signal })
      .then(({ data }) => setState({ details: data, error: null, for: key }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (endsSession(error)) {
          void logout();
          return;
        }
        setState((previous) => ({ ...previous, error, for: key }));
      });
    return () => controller.abort();
  }, [ctx, key, logout]);

  const update = useCallback((details: UserDetails) => setState({ details, error: null, for: key }), [key]);
  const value: UserDetailsState = {
    details: state.details,
    loading: state.for !== key,
    error: state.error,
    update,
  };
  return <UserDetailsContext value={value}>{children}</UserDetailsContext>;
}

export function useUserDetails(): UserDetailsState {
  const value = useContext(UserDetailsContext);
  if (!value) throw new Error('useUserDetails needs a UserDetailsProvider');
  return value;
}

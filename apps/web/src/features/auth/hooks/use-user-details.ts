'use client';
import { useEffect } from 'react';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { API_PATHS, type UserDetails } from '@kraam/shared';
import { ApiError } from '@/lib/api/api-error';
import { apiQuery } from '@/lib/query/api-query';
import { useSession } from '@/lib/session/session-context';
import { useCallContext, useLogout } from './use-auth';

/** True for the statuses after which the session is logged out (SPEC §6, §8). */
export const endsSession = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/** The query of GET /exhibitor/v2/User/Get for the signed-in user (keyed by their id). */
export function useUserDetailsQuery() {
  const ctx = useCallContext();
  const viewer = useSession().userInfo?.userId ?? null;
  return apiQuery<UserDetails>({
    apiBase: ctx.apiBase,
    path: API_PATHS.userGet,
    lang: ctx.lang,
    token: ctx.token,
    viewer,
  });
}

/**
 * The signed-in user's details, shared by every dashboard page. A 401 or 403 means the token is no
 * longer valid: the session is logged out.
 */
export function useUserDetails(): UseQueryResult<UserDetails> {
  const options = useUserDetailsQuery();
  const token = useCallContext().token;
  const logout = useLogout();
  const result = useQuery({ ...options, enabled: token !== null });
  const expired = endsSession(result.error);
  useEffect(() => {
    if (expired) void logout();
  }, [expired, logout]);
  return result;
}

/** After a successful edit: show the saved details at once and check them against the server. */
export function useUpdateUserDetails(): (change: Partial<UserDetails>) => void {
  const queryClient = useQueryClient();
  const { queryKey } = useUserDetailsQuery();
  return (change) => {
    queryClient.setQueryData(queryKey, (previous) => previous && { ...previous, ...change });
    void queryClient.invalidateQueries({ queryKey: [API_PATHS.userGet] });
  };
}

/** Renders nothing; on the dashboard pages it checks the session by loading the details (see above). */
export function SessionCheck() {
  useUserDetails();
  return null;
}

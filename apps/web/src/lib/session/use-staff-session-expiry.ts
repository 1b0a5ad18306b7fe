'use client';
import { useCallback } from 'react';
import { useRouter } from 'next/navigation';
import { ApiError } from '@/lib/api/api-error';

/**
 * The call failed because the admin-panel session is over (expired, revoked, logged out in another tab,
 * or the account lost its staff role): 401. A 403 is a staff member at a route their role does not open.
 */
export const isSessionOver = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/**
 * Handles a call that failed because the session is over: back to /admin/login. Answers whether it did,
 * so callers only report other failures.
 */
export function useSessionExpiry(): (error: unknown) => boolean {
  const router = useRouter();
  return useCallback(
    (error: unknown) => {
      if (!isSessionOver(error)) return false;
      router.replace('/admin/login');
      return true;
    },
    [router],
  );
}

'use client';
import { useCallback } from 'react';
import { useRouter } from 'next/navigation';
import { logoutAdmin } from '../api/admin-calls';

/** SPEC §7/§8: log out, log a failure to the console only, and end at /admin/login either way. */
export function useAdminLogout(): () => Promise<void> {
  const router = useRouter();
  return useCallback(async () => {
    try {
      await logoutAdmin();
    } catch (error) {
      console.error('Admin logout failed', error);
    }
    router.replace('/admin/login');
    router.refresh();
  }, [router]);
}

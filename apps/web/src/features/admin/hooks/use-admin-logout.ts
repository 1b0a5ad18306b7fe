'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { logoutAdmin } from '../api/admin-calls';
import { forgetAdminReads } from '../query/admin-queries';

/** SPEC §7/§8: log out, log a failure to the console only, and end at /admin/login either way. */
export function useAdminLogout(): () => void {
  const router = useRouter();
  const client = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: logoutAdmin,
    onError: (error) => console.error('Admin logout failed', error),
    onSettled: () => {
      forgetAdminReads(client);
      router.replace('/admin/login');
      router.refresh();
    },
  });
  return () => mutate();
}

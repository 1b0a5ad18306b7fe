import type { ReactNode } from 'react';
import { AdminFrame } from '@/features/admin/components/nav/admin-frame';
import { requireAdminSession } from '@/features/admin/server/admin-session';

/** The admin layout (SPEC §2): checked on the server, so without an admin session nothing of it renders. */
export default async function AdminPanelLayout({ children }: { children: ReactNode }) {
  await requireAdminSession();
  return <AdminFrame>{children}</AdminFrame>;
}

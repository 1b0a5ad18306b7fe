import type { ReactNode } from 'react';
import { AdminFrame } from '@/features/admin/components/nav/admin-frame';
import { requireStaffSession } from '@/features/admin/server/admin-session';

/**
 * The admin layout (SPEC §2): checked on the server, so without a staff session nothing of it renders;
 * the menu shows what the role may use (a moderator only moderation).
 */
export default async function AdminPanelLayout({ children }: { children: ReactNode }) {
  const me = await requireStaffSession();
  return <AdminFrame role={me.role}>{children}</AdminFrame>;
}

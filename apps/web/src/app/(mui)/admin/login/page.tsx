import { redirect } from 'next/navigation';
import { AdminLogin } from '@/features/admin/components/login/admin-login';
import { STAFF_HOME, loadStaffMe } from '@/features/admin/server/admin-session';

/** SPEC §2: /admin/login has no layout; a signed-in admin or moderator goes straight to their part of the panel. */
export default async function AdminLoginPage() {
  const me = await loadStaffMe();
  if (me) redirect(STAFF_HOME[me.role]);
  return <AdminLogin />;
}

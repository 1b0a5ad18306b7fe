import { redirect } from 'next/navigation';
import { AdminLogin } from '@/features/admin/components/login/admin-login';
import { loadAdminStats } from '@/features/admin/server/admin-session';

/** SPEC §2: /admin/login has no layout; a signed-in admin goes straight to the panel. */
export default async function AdminLoginPage() {
  if (await loadAdminStats()) redirect('/admin');
  return <AdminLogin />;
}

import { CacheDashboard } from '@/features/admin/components/dashboard/cache-dashboard';
import { loadAdminAudit, requireAdminSession } from '@/features/admin/server/admin-session';

export default async function AdminDashboardPage() {
  const [stats, audit] = await Promise.all([requireAdminSession(), loadAdminAudit()]);
  return <CacheDashboard initial={{ stats, audit }} />;
}

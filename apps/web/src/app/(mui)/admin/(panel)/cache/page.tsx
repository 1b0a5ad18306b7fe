import { CacheBrowser } from '@/features/admin/components/keys/cache-browser';
import { requireAdminSession } from '@/features/admin/server/admin-session';

export default async function AdminCachePage() {
  await requireAdminSession();
  return <CacheBrowser />;
}

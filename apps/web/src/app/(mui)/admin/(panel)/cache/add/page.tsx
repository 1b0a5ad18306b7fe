import { WarmForm } from '@/features/admin/components/warm/warm-form';
import { requireAdminSession } from '@/features/admin/server/admin-session';

export default async function AdminCacheAddPage() {
  await requireAdminSession();
  return <WarmForm />;
}

import { AppealsPage } from '@/features/moderation-admin/components/appeals/appeals-page';
import { requireStaffSession } from '@/features/admin/server/admin-session';

export default async function ModerationAppealsPage() {
  await requireStaffSession();
  return <AppealsPage />;
}

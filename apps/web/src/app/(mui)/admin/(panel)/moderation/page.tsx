import { ModerationQueue } from '@/features/moderation-admin/components/queue/moderation-queue';
import { requireStaffSession } from '@/features/admin/server/admin-session';

export default async function ModerationQueuePage() {
  await requireStaffSession();
  return <ModerationQueue />;
}

import { FiguresPage } from '@/features/moderation-admin/components/figures/figures-page';
import { requireStaffSession } from '@/features/admin/server/admin-session';

export default async function ModerationFiguresPage() {
  await requireStaffSession();
  return <FiguresPage />;
}

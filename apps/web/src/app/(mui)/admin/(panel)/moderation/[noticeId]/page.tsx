import { notFound } from 'next/navigation';
import { DecisionPage } from '@/features/moderation-admin/components/decision/decision-page';
import { parseNoticeId } from '@/features/moderation-admin/model/notice-id';
import { requireStaffSession } from '@/features/admin/server/admin-session';

export default async function ModerationDecisionPage({ params }: { params: Promise<{ noticeId: string }> }) {
  await requireStaffSession();
  const noticeId = parseNoticeId((await params).noticeId);
  if (noticeId === null) notFound();
  return <DecisionPage noticeId={noticeId} />;
}

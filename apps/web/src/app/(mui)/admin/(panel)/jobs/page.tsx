import { JobQueuesPage } from '@/features/admin/components/jobs/job-queues-page';
import { requireAdminSession } from '@/features/admin/server/admin-session';

export default async function AdminJobsPage() {
  await requireAdminSession();
  return <JobQueuesPage />;
}

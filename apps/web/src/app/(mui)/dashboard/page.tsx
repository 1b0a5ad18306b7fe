import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DashboardHome } from '@/app/_shell/dashboard/dashboard-home';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashboard.titles');
  return { title: t('dashboard'), robots: { index: false } };
}

export default function Page() {
  return <DashboardHome />;
}

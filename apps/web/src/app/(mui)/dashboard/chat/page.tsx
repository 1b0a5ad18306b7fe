import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChatWithReports } from '@/app/_shell/dashboard/chat-with-reports';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashboard.titles');
  return { title: t('chat'), robots: { index: false } };
}

/**
 * SPEC §2 /dashboard/chat: chat and support chat (the layout leaves out the side menu here); each message of
 * the other party can be reported.
 */
export default function Page() {
  return (
    <Suspense>
      <ChatWithReports />
    </Suspense>
  );
}

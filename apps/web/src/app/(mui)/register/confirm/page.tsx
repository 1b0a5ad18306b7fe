import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConfirmRegistration } from '@/features/auth/components/confirm-registration';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.confirm');
  return { title: t('title'), robots: { index: false }, referrer: 'no-referrer' };
}

// Rendered without the shell (SPEC §2: paths starting with /register); confirms on load.
export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return <ConfirmRegistration token={typeof token === 'string' ? token : ''} />;
}

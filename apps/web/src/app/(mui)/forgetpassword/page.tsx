import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ForgetPasswordForm } from '@/features/auth/components/forget-password-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.forget');
  return { title: t('title'), robots: { index: false } };
}

// Rendered without the shell (SPEC §2: paths starting with /forget).
export default function Page() {
  return <ForgetPasswordForm />;
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginForm } from '@/features/auth/components/login-form';
import { parseLoginIntent } from '@/lib/login-intent';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.login');
  return { title: t('title'), robots: { index: false } };
}

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ next?: string | string[]; intent?: string | string[]; ad?: string | string[] }>;
}) {
  const query = await searchParams;
  return (
    <LoginForm
      next={typeof query.next === 'string' ? query.next : undefined}
      intent={parseLoginIntent(query)}
    />
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { parseLoginIntent } from '@/lib/login-intent';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.signUp');
  return { title: t('title') };
}

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ next?: string | string[]; intent?: string | string[]; ad?: string | string[] }>;
}) {
  const query = await searchParams;
  return (
    <SignUpForm
      next={typeof query.next === 'string' ? query.next : undefined}
      intent={parseLoginIntent(query)}
    />
  );
}

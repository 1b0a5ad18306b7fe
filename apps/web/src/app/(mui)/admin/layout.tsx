import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** Every /admin page: the panel's browser texts (public pages never ship them). */
export default function AdminRootLayout({ children }: { children: ReactNode }) {
  return <ClientMessages group="admin">{children}</ClientMessages>;
}

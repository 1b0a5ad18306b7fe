import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { adminClientMessagesFor } from '@/i18n/messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** Every /admin page: the panel's texts on top of the common ones (public pages never ship them). */
export default async function AdminRootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={adminClientMessagesFor(locale)}
      timeZone="Europe/Amsterdam"
    >
      {children}
    </NextIntlClientProvider>
  );
}

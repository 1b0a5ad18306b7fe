import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { PRIMARY_COLOR } from '@kraam/shared';
import { config } from '@/config';
import { clientMessagesFor } from '@/i18n/messages';
import { roboto } from '@/theme/roboto';
import { AppShell } from '@/components/shell/app-shell';
import { Providers } from './providers';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('metadata');
  // Set by src/proxy.ts: the path only, so /category?categoryId=3 is canonical as /category.
  const pathname = (await headers()).get('x-pathname') ?? '/';
  return {
    metadataBase: new URL(config.publicWebUrl),
    title: { default: t('title'), template: '%s · Kraam' },
    description: t('description'),
    applicationName: 'Kraam',
    alternates: { canonical: `${config.publicWebUrl}${pathname}` },
  };
}

export const viewport: Viewport = {
  themeColor: PRIMARY_COLOR,
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale} className={roboto.variable}>
      <body>
        <AppRouterCacheProvider options={{ key: 'mui' }}>
          <NextIntlClientProvider
            locale={locale}
            messages={clientMessagesFor(locale)}
            timeZone="Europe/Amsterdam"
          >
            <Providers apiBase={config.publicApiUrl}>
              <AppShell>{children}</AppShell>
            </Providers>
          </NextIntlClientProvider>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}

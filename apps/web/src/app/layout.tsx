import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import { PRIMARY_COLOR } from '@kraam/shared';
import { config } from '@/config';
import { ClientMessages } from '@/i18n/client-messages';
import { roboto } from '@/theme/roboto';
import { themeVariablesCss } from '@/theme/theme-variables';
import { AppShell } from '@/app/_shell/app-shell';
import { Providers } from './providers';
import './globals.css';

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
      <head>
        {/* The theme's values for static CSS (decision 0020), written once here instead of in the browser. */}
        <style dangerouslySetInnerHTML={{ __html: themeVariablesCss() }} />
      </head>
      <body>
        <ClientMessages group="shell">
          <Providers apiBase={config.publicApiUrl}>
            <AppShell>{children}</AppShell>
          </Providers>
        </ClientMessages>
      </body>
    </html>
  );
}

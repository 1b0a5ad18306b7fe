import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import { clientMessagesFor, type ClientMessageGroup } from './messages';

/**
 * Gives the browser code below it one group's texts (CLIENT_MESSAGES), so a page's HTML carries only what
 * its parts use. Below it they replace the outer group's: the group lists everything its parts need.
 */
export async function ClientMessages({
  group,
  children,
}: {
  group: ClientMessageGroup;
  children: ReactNode;
}) {
  const locale = await getLocale();
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={clientMessagesFor(locale, group)}
      timeZone="Europe/Amsterdam"
    >
      {children}
    </NextIntlClientProvider>
  );
}

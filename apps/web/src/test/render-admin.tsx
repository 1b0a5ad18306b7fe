import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ThemeProvider } from '@mui/material/styles';
import type { Lang } from '@kraam/shared';
import type { QueryClient } from '@tanstack/react-query';
import { clientMessagesFor } from '@/i18n/messages';
import { QueryProvider } from '@/lib/query/query-provider';
import { NavigationProvider } from './navigation';
import { createTestQueryClient } from './render';
import { theme } from '@/theme/theme';

/** Renders as the /admin layout provides: the router (test/navigation.tsx), the panel's messages on top of the common ones, the theme and a query client. */
export function renderAdmin(
  ui: ReactElement,
  lang: Lang = 'nl',
  queryClient: QueryClient = createTestQueryClient(),
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <NavigationProvider>
      <NextIntlClientProvider locale={lang} messages={clientMessagesFor(lang)} timeZone="Europe/Amsterdam">
        <ThemeProvider theme={theme}>
          <QueryProvider client={queryClient}>{children}</QueryProvider>
        </ThemeProvider>
      </NextIntlClientProvider>
    </NavigationProvider>
  );
  return render(ui, { wrapper: Wrapper });
}

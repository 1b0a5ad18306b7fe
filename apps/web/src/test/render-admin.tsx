import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ThemeProvider } from '@mui/material/styles';
import type { Lang } from '@kraam/shared';
import { adminClientMessagesFor } from '@/i18n/messages';
import { theme } from '@/theme/theme';

/** Renders as the /admin layout provides: the panel's messages on top of the common ones, and the theme. */
export function renderAdmin(ui: ReactElement, lang: Lang = 'nl') {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={lang} messages={adminClientMessagesFor(lang)} timeZone="Europe/Amsterdam">
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </NextIntlClientProvider>
  );
  return render(ui, { wrapper: Wrapper });
}

'use client';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { createTranslator } from 'next-intl';
import type { Lang } from '@kraam/shared/lang';
import { LogoMark } from '@/components/brand/logo-mark';
import { errorPageMessages } from '@/i18n/error-page-messages';
import { theme } from '@/theme/theme';
import { errorDigest } from './error-digest';
import { ErrorScreen } from './error-screen';

interface GlobalErrorContentProps {
  lang: Lang;
  error: unknown;
  retry: () => void;
}

/** What global-error shows inside its own document: the theme, the logo and the error screen. */
export function GlobalErrorContent({ lang, error, retry }: GlobalErrorContentProps) {
  const t = createTranslator({ locale: lang, messages: errorPageMessages(lang), namespace: 'errorPage' });
  const digest = errorDigest(error);
  return (
    <AppRouterCacheProvider options={{ key: 'mui' }}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Box
          component="header"
          sx={{ display: 'flex', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
        >
          <LogoMark size={32} aria-hidden />
        </Box>
        <Box component="main">
          <ErrorScreen
            onRetry={retry}
            texts={{
              documentTitle: t('documentTitle'),
              title: t('title'),
              text: t('text'),
              retry: t('retry'),
              home: t('home'),
              ...(digest && { reference: t('reference', { digest }) }),
            }}
          />
        </Box>
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}

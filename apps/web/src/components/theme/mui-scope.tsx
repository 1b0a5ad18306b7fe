'use client';
import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { theme } from '@/theme/theme';

/**
 * MUI for the pages that use it (app/(mui)): the theme, and Emotion's styles written into the server's
 * HTML. The home page, the shell and the error pages are plain elements with static CSS, so they load
 * neither MUI nor Emotion (decision 0021); the global baseline is app/globals.css.
 */
export function MuiScope({ children }: { children: ReactNode }) {
  return (
    <AppRouterCacheProvider options={{ key: 'mui' }}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </AppRouterCacheProvider>
  );
}

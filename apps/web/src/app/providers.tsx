'use client';
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import NextTopLoader from 'nextjs-toploader';
import { PROGRESS_BAR } from '@kraam/shared';
import { ApiBaseProvider } from '@/lib/api/api-base-context';
import { QueryProvider } from '@/lib/query/query-provider';
import { LanguageSync } from '@/i18n/language-sync';
import { SessionProvider } from '@/features/auth/session-context';
import { ChatProvider } from '@/features/chat/connection/chat-provider';
import { CategoryDrawerStateProvider } from '@/components/shell/category-drawer-state';
import { ViewerBridge } from '@/components/session/viewer-bridge';
import { SiteToasts } from '@/components/toasts/site-toasts';
import { theme } from '@/theme/theme';

/** Client-side context for every page: theme, API host (runtime, not build time), query cache, session, chat, drawer state, toasts. */
export function Providers({ apiBase, children }: { apiBase: string; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ApiBaseProvider value={apiBase}>
        <QueryProvider>
          <SessionProvider>
            <ViewerBridge>
              <ChatProvider>
                <CategoryDrawerStateProvider>
                  <NextTopLoader
                    color={PROGRESS_BAR.color}
                    height={PROGRESS_BAR.height}
                    initialPosition={PROGRESS_BAR.startPosition}
                    speed={PROGRESS_BAR.stopDelayMs}
                    showSpinner={false}
                  />
                  <LanguageSync />
                  {children}
                  <SiteToasts />
                </CategoryDrawerStateProvider>
              </ChatProvider>
            </ViewerBridge>
          </SessionProvider>
        </QueryProvider>
      </ApiBaseProvider>
    </ThemeProvider>
  );
}

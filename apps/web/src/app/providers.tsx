'use client';
import type { ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { PROGRESS_BAR } from '@kraam/shared';
import { ApiBaseProvider } from '@/lib/api/api-base-context';
import { QueryProvider } from '@/lib/query/query-provider';
import { LanguageSync } from '@/i18n/language-sync';
import { SessionProvider } from '@/lib/session/session-context';
import { ChatProvider } from '@/features/chat/connection/chat-provider';
import { CategoryDrawerStateProvider } from '@/app/_shell/category-drawer-state';
import { ViewerBridge } from '@/components/session/viewer-bridge';
import { FavoritesProvider } from '@/components/ads/favorites/use-favorites';
import { DeferredSiteToasts } from '@/components/toasts/deferred-site-toasts';

// The progress bar only matters from the first navigation on: it loads after the page, not in its first load.
const NextTopLoader = dynamic(() => import('nextjs-toploader'), { ssr: false });

/** Client-side context for every page (MUI's theme is app/(mui)'s): API host (runtime, not build time), query cache, session, favourites, chat, drawer state, toasts. */
export function Providers({ apiBase, children }: { apiBase: string; children: ReactNode }) {
  return (
    <ApiBaseProvider value={apiBase}>
      <QueryProvider>
        <SessionProvider>
          <ViewerBridge>
            <FavoritesProvider>
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
                  <DeferredSiteToasts />
                </CategoryDrawerStateProvider>
              </ChatProvider>
            </FavoritesProvider>
          </ViewerBridge>
        </SessionProvider>
      </QueryProvider>
    </ApiBaseProvider>
  );
}

import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ThemeProvider } from '@mui/material/styles';
import type { Lang } from '@kraam/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ApiBaseProvider } from '@/lib/api/api-base-context';
import { QueryProvider } from '@/lib/query/query-provider';
import { createQueryClient } from '@/lib/query/query-client';
import { SellerCallProvider } from '@/lib/api/seller-call';
import { SessionProvider } from '@/lib/session/session-context';
import { createSessionStore } from '@/lib/session/session-store';
import { ViewerBridge } from '@/components/session/viewer-bridge';
import { FavoritesProvider } from '@/components/ads/favorites/use-favorites';
import { clientMessagesFor } from '@/i18n/messages';
import { theme } from '@/theme/theme';
import { NavigationProvider } from './navigation';

export const TEST_API = 'http://api.test';

/** A query client for one test: no retries, so a failing fake API answers at once. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/**
 * Renders with what the root layout provides: the router (test/navigation.tsx), messages, theme, the API
 * host, the query client, the session and the favourites. Pass `queryClient` to inspect or seed the cache.
 */
export function renderWithProviders(
  ui: ReactElement,
  lang: Lang = 'nl',
  queryClient: QueryClient = createTestQueryClient(),
) {
  // As on a page the browser already shows: the stored session is read at once (no server render here).
  const session = createSessionStore();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <NavigationProvider>
      <NextIntlClientProvider locale={lang} messages={clientMessagesFor(lang)} timeZone="Europe/Amsterdam">
        <ThemeProvider theme={theme}>
          <ApiBaseProvider value={TEST_API}>
            <QueryProvider client={queryClient}>
              <SessionProvider store={session}>
                <ViewerBridge>
                  <FavoritesProvider>{children}</FavoritesProvider>
                </ViewerBridge>
              </SessionProvider>
            </QueryProvider>
          </ApiBaseProvider>
        </ThemeProvider>
      </NextIntlClientProvider>
    </NavigationProvider>
  );
  return render(ui, { wrapper: Wrapper });
}

/** As renderWithProviders, inside a seller page (signed in, with the call context SellerFrame gives). */
export function renderAsSeller(ui: ReactElement, lang: Lang = 'nl', queryClient?: QueryClient) {
  return renderWithProviders(
    <SellerCallProvider value={{ apiBase: TEST_API, lang, token: 'token' }}>{ui}</SellerCallProvider>,
    lang,
    queryClient,
  );
}

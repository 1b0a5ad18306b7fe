// Next's navigation hooks (useRouter, usePathname, useSearchParams) read contexts the App Router provides
// on a real page. The render helpers provide them from `testNavigation`: a router of spies and the
// pathname and query a test sets before it renders, so a test file keeps next/navigation itself and can
// share its modules with the others (scripts/lib/module-isolation.mjs). Reset after every test (setup.ts).
import type { ReactNode } from 'react';
import type { Mock } from 'vitest';
import { vi } from 'vitest';
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import type { AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import {
  PathnameContext,
  SearchParamsContext,
} from 'next/dist/shared/lib/hooks-client-context.shared-runtime';

type RouterMethod = 'back' | 'forward' | 'refresh' | 'push' | 'replace' | 'prefetch';
type RouterSpies = Omit<AppRouterInstance, RouterMethod> & {
  [K in RouterMethod]: Mock<AppRouterInstance[K]>;
};

export interface TestNavigation {
  router: RouterSpies;
  pathname: string;
  searchParams: URLSearchParams;
}

const routerSpies = (): RouterSpies => ({
  back: vi.fn(),
  forward: vi.fn(),
  refresh: vi.fn(),
  push: vi.fn(),
  replace: vi.fn(),
  prefetch: vi.fn(),
  bfcacheId: 'test',
});

export const testNavigation: TestNavigation = {
  router: routerSpies(),
  pathname: '/',
  searchParams: new URLSearchParams(),
};

export function resetTestNavigation(): void {
  testNavigation.router = routerSpies();
  testNavigation.pathname = '/';
  testNavigation.searchParams = new URLSearchParams();
}

export function NavigationProvider({ children }: { children: ReactNode }) {
  return (
    <AppRouterContext.Provider value={testNavigation.router}>
      <PathnameContext.Provider value={testNavigation.pathname}>
        <SearchParamsContext.Provider value={testNavigation.searchParams}>
          {children}
        </SearchParamsContext.Provider>
      </PathnameContext.Provider>
    </AppRouterContext.Provider>
  );
}

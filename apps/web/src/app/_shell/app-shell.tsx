'use client';
import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { BottomBar } from './bottom-bar';
import { useCategoryDrawer } from './category-drawer-state';
import { DesktopHeader } from './desktop-header';
import { Footer } from './footer';
import { MobileHeader } from './mobile-header';
import { RouteFocus } from './route-focus';
import { LazyCategoryDrawer } from './lazy-overlays';
import { SkipLink } from './skip-link';
import { useOpenedOnce } from './use-opened-once';
import styles from './app-shell.module.css';

/** SPEC §2: paths starting with /register or /forget render without header, footer or bottom bar. */
export function isBarePath(pathname: string): boolean {
  return pathname.startsWith('/register') || pathname.startsWith('/forget');
}

/** SPEC §2: /admin/* has its own layout (sidebar, or none on /admin/login) and its own landmarks. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

export function AppShell({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  if (isAdminPath(pathname)) return children;
  if (isBarePath(pathname)) {
    return (
      <main id="main" className={styles.bare}>
        <RouteFocus />
        {children}
      </main>
    );
  }
  return (
    <div className={styles.frame}>
      <SkipLink />
      <RouteFocus />
      <DesktopHeader />
      <MobileHeader />
      <DeferredCategoryDrawer />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <Footer />
      <BottomBar />
    </div>
  );
}

/** The category drawer, its code and the tree's request loaded on its first open, not with every page. */
function DeferredCategoryDrawer() {
  const loaded = useOpenedOnce(useCategoryDrawer().open);
  return loaded ? <LazyCategoryDrawer /> : null;
}

'use client';
import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import Box from '@mui/material/Box';
import { SHELL } from '@/theme/theme';
import { BottomBar } from './bottom-bar';
import { CategoryDrawer } from './category-drawer';
import { DesktopHeader } from './desktop-header';
import { Footer } from './footer';
import { MobileHeader } from './mobile-header';
import { RouteFocus } from './route-focus';
import { SkipLink } from './skip-link';

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
      <Box component="main" id="main" sx={{ minHeight: '100dvh' }}>
        <RouteFocus />
        {children}
      </Box>
    );
  }
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <RouteFocus />
      <DesktopHeader />
      <MobileHeader />
      <CategoryDrawer />
      <Box
        component="main"
        id="main"
        sx={{
          flex: 1,
          width: '100%',
          pb: { xs: `calc(${SHELL.bottomBarHeight + 16}px + env(safe-area-inset-bottom))`, wide: 0 },
        }}
      >
        {children}
      </Box>
      <Footer />
      <BottomBar />
    </Box>
  );
}

'use client';
import dynamic from 'next/dynamic';
import { loadThemed } from '@/components/theme/load-themed';

// Menus, drawers and dialogs of the shell, each loaded on its first open to keep first-load JS small;
// their buttons stay in the first load. Rendered in the browser only: they are closed on the server's
// page. They are MUI, which the shell is not (decision 0021): the theme loads with them.
export const LazyCategoryDrawer = dynamic(
  loadThemed(() => import('./category-drawer').then((module) => module.CategoryDrawer)),
  { ssr: false },
);
export const LazyProfileMenuList = dynamic(
  loadThemed(() => import('./profile-menu-list').then((module) => module.ProfileMenuList)),
  { ssr: false },
);
export const LazyMobileSearchDialog = dynamic(
  loadThemed(() => import('./mobile-search-dialog').then((module) => module.MobileSearchDialog)),
  { ssr: false },
);
// The booth link's tooltip and avatar are for signed-in users only, whom the server never renders.
export const LazyBoothHeaderLink = dynamic(
  loadThemed(() =>
    import('@/features/booths/components/booth-header-link').then((module) => module.BoothHeaderLink),
  ),
  { ssr: false },
);
export const LazyDashboardDrawer = dynamic(
  loadThemed(() =>
    import('@/app/_shell/dashboard/dashboard-drawer').then((module) => module.DashboardDrawer),
  ),
  { ssr: false },
);

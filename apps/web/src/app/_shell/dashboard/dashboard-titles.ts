import type { Messages } from '@/i18n/messages';

export type DashboardTitleKey = keyof Messages['dashboard']['titles'];

/** The mobile header title of a dashboard path (SPEC §2 "mobile title list", incl. /dashboard/kraam). */
export function dashboardTitleKey(pathname: string): DashboardTitleKey | null {
  if (pathname === '/dashboard') return 'dashboard';
  const match = /^\/dashboard\/([^/]+)/.exec(pathname);
  if (!match) return null;
  const titles: Record<string, DashboardTitleKey> = {
    boothSetting: 'boothSetting',
    details: 'details',
    favorites: 'favorites',
    recentlyViewed: 'recentlyViewed',
    security: 'security',
    advertisment: 'advertisment',
    chat: 'chat',
    kraam: 'kraam',
    statements: 'statements',
    notifications: 'notifications',
    savedSearches: 'savedSearches',
    reviews: 'reviews',
  };
  return titles[match[1] ?? ''] ?? 'dashboard';
}

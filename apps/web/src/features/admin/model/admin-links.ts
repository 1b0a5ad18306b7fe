export type AdminLinkKey = 'dashboard' | 'cacheAdd' | 'cacheClear';

export interface AdminLink {
  key: AdminLinkKey;
  href: string;
}

/** SPEC §2 Admin: the sidebar's links, in order (Logout is a button after them). */
export const ADMIN_LINKS: readonly AdminLink[] = [
  { key: 'dashboard', href: '/admin' },
  { key: 'cacheAdd', href: '/admin/cache/add' },
  { key: 'cacheClear', href: '/admin/cache' },
];

/** Whether a link is highlighted: SPEC §2 highlights Clear Cache for any path starting with /admin/cache. */
export function isAdminLinkActive(link: AdminLink, pathname: string): boolean {
  return link.key === 'cacheClear' ? pathname.startsWith('/admin/cache') : pathname === link.href;
}

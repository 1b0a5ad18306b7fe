import type { StaffRole } from '@kraam/shared';

export type AdminLinkKey =
  'dashboard' | 'cacheAdd' | 'cacheClear' | 'jobs' | 'moderation' | 'appeals' | 'figures';

export interface AdminLink {
  key: AdminLinkKey;
  href: string;
  /** The roles that may use the page: admins everything, moderators only moderation. */
  roles: readonly StaffRole[];
}

const ADMIN_ONLY: readonly StaffRole[] = ['admin'];
const STAFF: readonly StaffRole[] = ['admin', 'moderator'];

/** SPEC §2 Admin: the sidebar's links, in order (Logout is a button after them). */
export const ADMIN_LINKS: readonly AdminLink[] = [
  { key: 'dashboard', href: '/admin', roles: ADMIN_ONLY },
  { key: 'cacheAdd', href: '/admin/cache/add', roles: ADMIN_ONLY },
  { key: 'cacheClear', href: '/admin/cache', roles: ADMIN_ONLY },
  { key: 'jobs', href: '/admin/jobs', roles: ADMIN_ONLY },
  { key: 'moderation', href: '/admin/moderation', roles: STAFF },
  { key: 'appeals', href: '/admin/moderation/appeals', roles: STAFF },
  { key: 'figures', href: '/admin/moderation/figures', roles: STAFF },
];

/** The links a role sees. */
export const adminLinksFor = (role: StaffRole): AdminLink[] =>
  ADMIN_LINKS.filter((link) => link.roles.includes(role));

/**
 * Whether a link is highlighted: SPEC §2 highlights Clear Cache for any path starting with /admin/cache;
 * Moderation stays highlighted on a report's decision page (/admin/moderation/12), not on the appeals or
 * the figures.
 */
export function isAdminLinkActive(link: AdminLink, pathname: string): boolean {
  switch (link.key) {
    case 'cacheClear':
      return pathname.startsWith('/admin/cache');
    case 'moderation':
      return (
        (pathname === link.href || pathname.startsWith(`${link.href}/`)) &&
        !pathname.startsWith('/admin/moderation/appeals') &&
        !pathname.startsWith('/admin/moderation/figures')
      );
    case 'appeals':
    case 'figures':
      return pathname === link.href || pathname.startsWith(`${link.href}/`);
    default:
      return pathname === link.href;
  }
}

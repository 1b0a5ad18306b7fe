'use client';
import type { ReactNode } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { InlineIcon } from '@/components/icons/inline-icons';
import {
  iconAddCircle,
  iconApps,
  iconHeartOutline,
  iconHome,
  iconStorefront,
} from '@/components/icons/icon-paths';
import { useSession } from '@/lib/session/session-context';
import { loginHref } from '@/lib/login-href';
import type { LoginIntent } from '@/lib/login-intent';
import { CATEGORY_DRAWER_ID, useCategoryDrawer } from './category-drawer-state';
import styles from './bottom-bar.module.css';

function Item({
  icon,
  label,
  href,
  current,
}: {
  icon: ReactNode;
  label: string;
  href: string;
  current?: boolean;
}) {
  return (
    <Link
      href={href}
      // On every phone page: prefetching its targets cost each page view server renders of pages the
      // visitor mostly does not open.
      prefetch={false}
      aria-current={current ? 'page' : undefined}
      className={styles.item}
    >
      {icon}
      <span>{label}</span>
    </Link>
  );
}

/**
 * Narrow screens: fixed bottom bar (SPEC §2). New ad, favorites and my booth send guests to /login, which
 * brings them on to where they meant to go once they are in.
 */
export function BottomBar() {
  const t = useTranslations('shell');
  const pathname = usePathname();
  const drawer = useCategoryDrawer();
  const signedIn = useSession().userInfo !== null;
  const gated = (href: string, intent?: LoginIntent) =>
    signedIn ? href : loginHref({ pathname: href, search: '' }, intent && { intent });
  return (
    <nav aria-label={t('bottomNav')} className={styles.bar}>
      <Item
        icon={<InlineIcon path={iconHome} />}
        label={t('home')}
        href="/"
        current={pathname === '/' && !drawer.open}
      />
      <button
        type="button"
        className={styles.item}
        aria-haspopup="dialog"
        aria-expanded={drawer.open}
        aria-controls={drawer.open ? CATEGORY_DRAWER_ID : undefined}
        onClick={drawer.toggle}
      >
        <InlineIcon path={iconApps} />
        <span>{t('category')}</span>
      </button>
      <Item
        icon={<InlineIcon path={iconAddCircle} />}
        label={t('newAd')}
        href={gated('/newAds/chooseCategory', 'newAd')}
        current={pathname.startsWith('/newAds')}
      />
      <Item
        icon={<InlineIcon path={iconHeartOutline} />}
        label={t('favorites')}
        href={gated('/dashboard/favorites')}
        current={pathname === '/dashboard/favorites'}
      />
      <Item
        icon={<InlineIcon path={iconStorefront} />}
        label={t('myBooth')}
        href={gated('/mybooth')}
        current={pathname === '/mybooth'}
      />
    </nav>
  );
}

'use client';
import type { MouseEvent, ReactNode } from 'react';
import { useState } from 'react';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { InlineIcon } from '@/components/icons/inline-icons';
import { iconArrowBack, iconMenu, iconSearch } from '@/components/icons/icon-paths';
import { LanguageSwitcher } from '@/components/language/language-switcher';
import { useSession } from '@/lib/session/session-context';
import { ChatHeaderLink } from '@/features/chat/components/chat-header-link';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { dashboardTitleKey } from '@/app/_shell/dashboard/dashboard-titles';
import { backInHistory } from './back-in-history';
import { BrandLink } from './brand-link';
import { useHeaderTitle } from '@/components/layout/header-title';
import { LazyDashboardDrawer, LazyMobileSearchDialog } from './lazy-overlays';
import { useOpenedOnce } from './use-opened-once';
import bar from '@/components/layout/header-bar.module.css';
import styles from './mobile-header.module.css';

/**
 * Narrow screens: search icon (full-screen search), brand, chat, the bell when signed in, the language switch (decision 0031) and
 * menu (→ dashboard, guests → /login).
 * Below /dashboard/… it shows a back arrow (→ /dashboard, or where the page says, such as an open chat's
 * list), the page title and the dashboard drawer; on an ad a back arrow (to the search or category the
 * visitor came from, else the ads list) and the ad's title.
 */
export function MobileHeader() {
  const t = useTranslations('shell');
  const tDashboard = useTranslations('dashboard');
  const pathname = usePathname();
  const router = useRouter();
  const signedIn = useSession().userInfo !== null;
  const [searching, setSearching] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // The search dialog and the dashboard drawer load on their first open.
  const searchLoaded = useOpenedOnce(searching);
  const menuLoaded = useOpenedOnce(menuOpen);
  const titleKey = pathname.startsWith('/dashboard/') ? dashboardTitleKey(pathname) : null;
  const pageTitle = useHeaderTitle();

  if (titleKey) {
    return (
      <MobileBar
        extra={menuLoaded && <LazyDashboardDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />}
      >
        <Link
          href={pageTitle?.backHref ?? '/dashboard'}
          aria-label={pageTitle?.backLabel ?? t('backToDashboard')}
          className={bar.iconButton}
        >
          <InlineIcon path={iconArrowBack} />
        </Link>
        <h1 className={styles.title}>{pageTitle?.title ?? tDashboard(`titles.${titleKey}`)}</h1>
        <button
          type="button"
          aria-label={tDashboard('openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
          className={bar.iconButton}
        >
          <InlineIcon path={iconMenu} />
        </button>
      </MobileBar>
    );
  }

  if (pathname.startsWith('/ads/')) {
    return (
      <MobileBar extra={null}>
        <Link
          href={pageTitle?.backHref ?? '/categoryAds'}
          // Mostly answered from the history (backInHistory): a prefetch rendered a list for nothing.
          prefetch={false}
          onClick={(event: MouseEvent<HTMLElement>) => backInHistory(event, () => router.back())}
          aria-label={t('backToList')}
          className={bar.iconButton}
        >
          <InlineIcon path={iconArrowBack} />
        </Link>
        <p className={`${styles.title} ${styles.adTitle}`}>{pageTitle?.title}</p>
      </MobileBar>
    );
  }

  return (
    <MobileBar
      extra={searchLoaded && <LazyMobileSearchDialog open={searching} onClose={() => setSearching(false)} />}
    >
      <button
        type="button"
        aria-label={t('openSearch')}
        onClick={() => setSearching(true)}
        className={bar.iconButton}
      >
        <InlineIcon path={iconSearch} />
      </button>
      <div className={styles.brand}>
        <BrandLink compact />
      </div>
      <ChatHeaderLink href={signedIn ? undefined : '/login'} />
      {signedIn && <NotificationBell />}
      {/* The flag alone: two taps to another language from any page that shows this bar. */}
      <LanguageSwitcher showName={false} />
      <Link
        href={signedIn ? '/dashboard' : '/login'}
        prefetch={false}
        aria-label={t('menu')}
        className={bar.iconButton}
      >
        <InlineIcon path={iconMenu} />
      </Link>
    </MobileBar>
  );
}

/** The sticky phone header bar: its row of controls, plus overlays (drawer, search) that belong to it. */
function MobileBar({ children, extra }: { children: ReactNode; extra: ReactNode }) {
  return (
    <header className={`${bar.bar} ${styles.phoneOnly}`}>
      <div className={styles.row}>{children}</div>
      {extra}
    </header>
  );
}

'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useSession } from '@/lib/session/session-context';
import { ChatHeaderLink } from '@/features/chat/components/chat-header-link';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { LanguageSwitcher } from '@/components/language/language-switcher';
import { InlineIcon } from '@/components/icons/inline-icons';
import { iconAddCircle, iconApps } from '@/components/icons/icon-paths';
import { BrandLink } from './brand-link';
import { ProfileMenu } from './profile-menu';
import { CATEGORY_DRAWER_ID, useCategoryDrawer } from './category-drawer-state';
import { LazyBoothHeaderLink } from './lazy-overlays';
import { SearchBox } from './search-box';
import bar from '@/components/layout/header-bar.module.css';
import button from '@/components/buttons/button.module.css';
import styles from './desktop-header.module.css';

/**
 * Wide screens (≥ 756 px): logo, categories and search; guests then see the language switch and login,
 * signed-in users publish-free-ad, chat, notifications, language switch, booth link and the profile menu (SPEC §2).
 */
export function DesktopHeader() {
  const t = useTranslations('shell');
  const drawer = useCategoryDrawer();
  const { userInfo } = useSession();
  return (
    <header className={`${bar.bar} ${styles.wideOnly}`}>
      <div className={styles.row}>
        <BrandLink />
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={drawer.open}
          aria-controls={drawer.open ? CATEGORY_DRAWER_ID : undefined}
          onClick={drawer.toggle}
          className={`${button.button} ${button.text}`}
        >
          <InlineIcon path={iconApps} />
          {t('categories')}
        </button>
        <div className={styles.search}>
          <SearchBox />
        </div>
        {userInfo ? (
          <>
            <Link href="/newAds/chooseCategory" className={`${button.button} ${button.contained}`}>
              <InlineIcon path={iconAddCircle} />
              {t('publishAd')}
            </Link>
            <ChatHeaderLink />
            <NotificationBell />
            <LanguageSwitcher showName={false} />
            <LazyBoothHeaderLink />
            <ProfileMenu />
          </>
        ) : (
          <>
            <LanguageSwitcher showName="after" />
            <Link
              href="/login"
              prefetch={false}
              className={`${button.button} ${button.contained} ${styles.login}`}
            >
              {t('login')}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}

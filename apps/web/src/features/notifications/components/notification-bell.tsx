'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { InlineIcon } from '@/components/icons/inline-icons';
import { iconBell } from '@/components/icons/icon-paths';
import { useUnreadNotifications } from '../hooks/use-unread-notifications';
import { NOTIFICATIONS_PAGE } from '@kraam/shared';
import bar from '@/components/layout/header-bar.module.css';
import styles from './notification-bell.module.css';

/** More than this shows as '99+': the badge stays the size of the icon. */
const BADGE_MAX = 99;

/**
 * The headers' bell for signed-in users: the unread count as a badge, kept live by the hub, and in the
 * link's name ('Meldingen, 3 ongelezen'), so a screen reader hears the number the eye sees.
 */
export function NotificationBell() {
  const t = useTranslations('notifications.bell');
  const unread = useUnreadNotifications() ?? 0;
  return (
    <Link
      href={NOTIFICATIONS_PAGE}
      prefetch={false}
      aria-label={unread > 0 ? t('unread', { count: unread }) : t('label')}
      className={bar.iconButton}
    >
      <InlineIcon path={iconBell} />
      {unread > 0 && (
        <span data-testid="notification-count" aria-hidden className={styles.badge}>
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        </span>
      )}
    </Link>
  );
}

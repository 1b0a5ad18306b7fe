'use client';
import { useTranslations, useFormatter } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Notification } from '@kraam/shared';
import { errorMessage } from '@/lib/api/api-error';
import { EmptyState } from '@/components/layout/empty-state';
import { iconBell } from '@/components/icons/icon-paths';
import { LinkButton } from '@/components/link/app-link';
import { useNotificationPages } from '../hooks/use-notification-pages';
import { useUnreadNotifications } from '../hooks/use-unread-notifications';
import { groupByDay, type NotificationDay } from '../model/notification-days';
import { SAVED_SEARCHES_PAGE } from '@kraam/shared';
import { NotificationItem } from './notification-item';
import { NotificationSkeleton } from './notification-skeleton';

/**
 * /dashboard/notifications: newest first, by day; opening one marks it read; all can be marked read at
 * once; further pages load along the cursor.
 */
export function NotificationCentre() {
  const t = useTranslations('notifications.centre');
  const format = useFormatter();
  const { list, markRead } = useNotificationPages();
  const unreadCount = useUnreadNotifications();

  if (list.isPending) return <NotificationSkeleton label={t('loading')} />;
  if (list.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void list.refetch()} sx={{ minHeight: 44 }}>
            {t('retry')}
          </Button>
        }
      >
        {errorMessage(list.error, t('failed'))}
      </Alert>
    );
  }

  const notifications = list.data.pages.flatMap((page) => page.data);
  // Unread ones may lie beyond the pages loaded: the bell's count (kept live) says so too.
  const anyUnread = (unreadCount ?? 0) > 0 || notifications.some((n) => n.readAt === null);
  const manage = (
    <LinkButton href={SAVED_SEARCHES_PAGE} sx={{ minHeight: 44 }}>
      {t('manageSearches')}
    </LinkButton>
  );

  if (notifications.length === 0) {
    return (
      <EmptyState icon={iconBell} title={t('emptyTitle')} text={t('empty')}>
        <LinkButton href="/categoryAds" variant="contained">
          {t('emptyAction')}
        </LinkButton>
        {manage}
      </EmptyState>
    );
  }

  const open = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate({ ids: [notification.id] });
  };
  const dayTitle = ({ when, day }: NotificationDay) =>
    when === 'earlier'
      ? format.dateTime(new Date(`${day}T12:00:00Z`), { day: 'numeric', month: 'long', year: 'numeric' })
      : t(when);

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', mb: 2 }}>
        <Button
          variant="outlined"
          disabled={!anyUnread}
          onClick={() => markRead.mutate({ all: true })}
          sx={{ minHeight: 44 }}
        >
          {t('markAllRead')}
        </Button>
        {manage}
      </Box>
      {markRead.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(markRead.error, t('markAllFailed'))}
        </Alert>
      )}
      {groupByDay(notifications, new Date()).map((group) => (
        <Box component="section" key={group.day} aria-labelledby={`day-${group.day}`} sx={{ mb: 3 }}>
          <Typography id={`day-${group.day}`} variant="h2" sx={{ fontSize: '1rem', mb: 1, px: 2 }}>
            {dayTitle(group)}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
            {group.notifications.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} onOpen={open} />
              </li>
            ))}
          </Box>
        </Box>
      ))}
      {list.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Button
            variant="outlined"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
            sx={{ minHeight: 44 }}
          >
            {t('loadMore')}
          </Button>
        </Box>
      )}
    </>
  );
}

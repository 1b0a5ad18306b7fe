'use client';
import NextLink from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { Notification } from '@kraam/shared';
import { SxKraamImage } from '@/components/image/sx-kraam-image';
import { visuallyHidden } from '@/components/layout/visually-hidden';
import { useNotificationWords } from '../hooks/use-notification-words';
import { notificationTarget } from '@kraam/shared';

const ROW = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  width: '100%',
  minHeight: 64,
  px: 2,
  py: 1.5,
  textAlign: 'left',
  color: 'text.primary',
  textDecoration: 'none',
  borderRadius: 2,
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: -3 },
} as const;

/**
 * One notification: the ad's photo when it has one, the sentence, the time; unread ones in bold with a
 * dot (and said so to screen readers). Opening it marks it read.
 */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const t = useTranslations('notifications.centre');
  const format = useFormatter();
  const words = useNotificationWords();
  const unread = notification.readAt === null;
  const target = notificationTarget(notification);
  const { subject } = notification;
  const body = (
    <>
      {subject.imageId && (
        <SxKraamImage
          id={subject.imageId}
          alt={t('photoAlt', { title: subject.title ?? '' })}
          sizes="64px"
          sx={{ width: 64, height: 48, borderRadius: 1, flexShrink: 0 }}
        />
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        {unread && <Box component="span" sx={visuallyHidden}>{`${t('unread')}: `}</Box>}
        <Typography component="span" sx={{ display: 'block', fontWeight: unread ? 700 : 400 }}>
          {words(notification)}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          {format.dateTime(new Date(notification.createdAt), { hour: '2-digit', minute: '2-digit' })}
        </Typography>
      </Box>
      {unread && (
        <Box
          data-testid="notification-unread"
          aria-hidden
          sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }}
        />
      )}
    </>
  );
  const open = () => onOpen(notification);
  return target ? (
    <Box component={NextLink} href={target} prefetch={false} onClick={open} sx={ROW}>
      {body}
    </Box>
  ) : (
    <ButtonBase onClick={open} sx={ROW}>
      {body}
    </ButtonBase>
  );
}

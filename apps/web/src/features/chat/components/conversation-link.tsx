'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { ChatAd, ChatMessage, SupportState } from '@kraam/shared';
import { SxKraamImage } from '@/components/image/sx-kraam-image';
import { ChatAvatar } from './chat-avatar';
import { ConversationTime } from './conversation-time';
import { visuallyHidden } from '@/components/layout/visually-hidden';

interface ConversationLinkProps {
  href: string;
  selected: boolean;
  name: string;
  avatarId: string | null;
  support?: boolean;
  ad: ChatAd | null;
  lastMessage: ChatMessage | null;
  lastMessageAt: string | null;
  /** Who wrote the last message: the caller, a colleague of the support team, or the other party. */
  lastBy: 'me' | 'team' | 'other';
  unreadCount: number;
  /** A line under the name when there is no ad: the support team's note on who wrote. */
  detail?: string;
  /** For the support team: whether the user waits for an answer. */
  state?: SupportState;
  /** Shown instead of the last message when there is none (the pinned support entry). */
  placeholder?: string;
}

/** A row of the conversation list: who, about which ad, the last message, when, and how many are unread. */
export function ConversationLink({
  href,
  selected,
  name,
  avatarId,
  support = false,
  ad,
  lastMessage,
  lastMessageAt,
  lastBy,
  unreadCount,
  detail,
  state,
  placeholder,
}: ConversationLinkProps) {
  const t = useTranslations('chat.list');
  const unread = unreadCount > 0;
  const preview = !lastMessage
    ? placeholder
    : lastBy === 'me'
      ? t('you', { text: lastMessage.body })
      : lastBy === 'team'
        ? t('team', { text: lastMessage.body })
        : lastMessage.body;
  return (
    <ListItemButton
      component={Link}
      href={href}
      scroll={false}
      selected={selected}
      aria-current={selected ? 'true' : undefined}
      sx={{ gap: 1.5, px: 2, py: 1.25, alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}
    >
      <ChatAvatar name={name} avatarId={avatarId} support={support} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography noWrap sx={{ flex: 1, fontWeight: unread ? 700 : 500 }}>
            {name}
          </Typography>
          {lastMessageAt && (
            <Typography
              variant="caption"
              sx={{
                flexShrink: 0,
                color: unread ? 'primary.main' : 'text.secondary',
                fontWeight: unread ? 700 : 400,
              }}
            >
              <ConversationTime iso={lastMessageAt} />
            </Typography>
          )}
        </Box>
        {(ad || detail) && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {ad ? ad.title : detail}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography
            variant="body2"
            noWrap
            sx={{
              flex: 1,
              color: unread ? 'text.primary' : 'text.secondary',
              fontWeight: unread ? 500 : 400,
            }}
          >
            {preview}
          </Typography>
          {state && (
            <Box
              component="span"
              data-testid="support-state"
              sx={{
                flexShrink: 0,
                px: 0.75,
                borderRadius: 1,
                typography: 'caption',
                fontWeight: 700,
                border: 1,
                color: state === 'open' ? 'text.primary' : 'text.secondary',
              }}
            >
              {t(`state.${state}`)}
            </Box>
          )}
          {unread && (
            <Box
              component="span"
              sx={{
                minWidth: 22,
                height: 22,
                px: 0.75,
                borderRadius: 11,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                typography: 'caption',
                fontWeight: 700,
                display: 'grid',
                placeItems: 'center',
                flexShrink: 0,
              }}
            >
              <span aria-hidden>{unreadCount}</span>
              <Box component="span" sx={visuallyHidden}>
                {t('unread', { count: unreadCount })}
              </Box>
            </Box>
          )}
        </Box>
      </Box>
      {ad && (
        <SxKraamImage
          id={ad.galleryId}
          alt=""
          sizes="48px"
          sx={{ width: 48, height: 48, borderRadius: 1, flexShrink: 0 }}
        />
      )}
    </ListItemButton>
  );
}

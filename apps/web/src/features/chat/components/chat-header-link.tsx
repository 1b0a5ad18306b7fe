'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { useChat } from '../connection/chat-context';
import { CHAT_PATH } from '../connection/unread-dot';
import { visuallyHidden } from './visually-hidden';

/**
 * The headers' chat icon with the unread dot (SPEC §2, §4). The link's name says when something is
 * unread, and a polite live region tells screen readers the moment the dot turns on.
 */
export function ChatHeaderLink({ href = CHAT_PATH }: { href?: string }) {
  const t = useTranslations('shell');
  const { unread } = useChat();
  return (
    <>
      <IconButton
        component={Link}
        href={href}
        prefetch={false}
        aria-label={unread ? t('chatUnread') : t('chat')}
        sx={{ width: 44, height: 44, position: 'relative' }}
      >
        <ChatBubbleOutlineIcon />
        {unread && (
          <Box
            component="span"
            data-testid="chat-unread-dot"
            aria-hidden
            sx={{
              position: 'absolute',
              top: 9,
              right: 8,
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: 'secondary.main',
              border: 2,
              borderColor: 'background.paper',
              boxSizing: 'content-box',
            }}
          />
        )}
      </IconButton>
      <Box component="span" role="status" sx={visuallyHidden}>
        {unread ? t('chatUnreadAnnouncement') : ''}
      </Box>
    </>
  );
}

'use client';
import type { ReactNode } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { CHAT_HREF } from '../model/selection';
import { ChatAvatar } from './chat-avatar';

interface PaneHeaderProps {
  name: string;
  avatarId: string | null;
  support: boolean;
  /** The conversation's menu, when it has one. */
  menu?: ReactNode;
}

/** Who the conversation is with; on phones a way back to the list. */
export function PaneHeader({ name, avatarId, support, menu }: PaneHeaderProps) {
  const t = useTranslations('chat.pane');
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        pl: { xs: 0.5, wide: 2 },
        pr: 0.5,
        minHeight: 60,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <IconButton
        component={Link}
        href={CHAT_HREF}
        aria-label={t('back')}
        sx={{ display: { wide: 'none' }, width: 44, height: 44 }}
      >
        <ArrowBackIcon />
      </IconButton>
      <ChatAvatar name={name} avatarId={avatarId} support={support} size={40} />
      <Typography component="h2" variant="h3" noWrap sx={{ flex: 1, minWidth: 0 }}>
        {name}
      </Typography>
      {menu}
    </Box>
  );
}

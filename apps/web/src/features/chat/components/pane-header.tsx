'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChatAvatar } from './chat-avatar';

interface PaneHeaderProps {
  name: string;
  avatarId: string | null;
  support: boolean;
  /** The conversation's menu, when it has one. */
  menu?: ReactNode;
}

/** Who the conversation is with (on phones the header's back arrow leads to the list). */
export function PaneHeader({ name, avatarId, support, menu }: PaneHeaderProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        pl: 2,
        pr: 0.5,
        minHeight: 60,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <ChatAvatar name={name} avatarId={avatarId} support={support} size={40} />
      <Typography component="h2" variant="h3" noWrap sx={{ flex: 1, minWidth: 0 }}>
        {name}
      </Typography>
      {menu}
    </Box>
  );
}

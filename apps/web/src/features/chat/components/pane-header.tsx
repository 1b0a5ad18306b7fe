'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChatAvatar } from './chat-avatar';

interface PaneHeaderProps {
  name: string;
  avatarId: string | null;
  support: boolean;
  /** A line under the name (for the support team: who wrote). */
  detail?: string;
  /** The conversation's menu, when it has one. */
  menu?: ReactNode;
}

/** Who the conversation is with (on phones the header's back arrow leads to the list). */
export function PaneHeader({ name, avatarId, support, detail, menu }: PaneHeaderProps) {
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
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h2" variant="h3" noWrap data-testid="chat-pane-name">
          {name}
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {detail}
          </Typography>
        )}
      </Box>
      {menu}
    </Box>
  );
}

'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import BlockIcon from '@mui/icons-material/Block';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { ConversationSummary } from '@kraam/shared';
import type { ChatCall } from '../api/chat-calls';
import type { ChatScope } from '../query/chat-keys';
import { BlockDialog } from './block-dialog';
import { ReportDialog } from './report-dialog';

interface ConversationMenuProps {
  call: ChatCall;
  scope: ChatScope;
  conversation: ConversationSummary;
}

/** ⋮ for a buyer–seller conversation: block or unblock the other party, report the conversation. */
export function ConversationMenu({ call, scope, conversation }: ConversationMenuProps) {
  const t = useTranslations('chat.menu');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const choose = (next: 'block' | 'report') => {
    setAnchor(null);
    setDialog(next);
  };
  return (
    <>
      <IconButton
        aria-label={t('label')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? 'conversation-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ width: 44, height: 44 }}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        id="conversation-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem onClick={() => choose('block')} sx={{ minHeight: 44 }}>
          <ListItemIcon>
            <BlockIcon fontSize="small" />
          </ListItemIcon>
          {conversation.blocked ? t('unblock') : t('block')}
        </MenuItem>
        <MenuItem onClick={() => choose('report')} sx={{ minHeight: 44 }}>
          <ListItemIcon>
            <FlagOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {t('report')}
        </MenuItem>
      </Menu>
      <BlockDialog
        call={call}
        scope={scope}
        conversation={conversation}
        open={dialog === 'block'}
        onClose={() => setDialog(null)}
      />
      <ReportDialog
        call={call}
        conversationId={conversation.id}
        open={dialog === 'report'}
        onClose={() => setDialog(null)}
      />
    </>
  );
}

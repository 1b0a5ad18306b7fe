'use client';
import { useId } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { readTick, warningFlag, type ChatMessageView } from '../model/chat-message-view';
import type { MessageAction } from './message-action';
import { ReadTickIcon } from './read-tick-icon';
import { SafetyWarning } from './safety-warning';
import { visuallyHidden } from '@/components/layout/visually-hidden';

interface MessageBubbleProps {
  message: ChatMessageView;
  mine: boolean;
  /** Who wrote it, for screen readers: 'You', the other party, or the support team. */
  label: string;
  otherLastReadAt: string | null;
  onRetry: (message: ChatMessageView) => void;
  /** Beside the bubble (reporting a message of the other party); null for none. */
  action?: MessageAction | null;
}

/**
 * One message: mine on the right in the primary colour, theirs on the left; time, ticks and failures, and
 * the page's action beside one of theirs.
 */
export function MessageBubble({
  message,
  mine,
  label,
  otherLastReadAt,
  onRetry,
  action = null,
}: MessageBubbleProps) {
  const t = useTranslations('chat.messages');
  const format = useFormatter();
  const bodyId = useId();
  const flag = mine ? null : warningFlag(message.flags);
  const failed = message.delivery === 'failed';
  const bubble = (
    <Box
      sx={{
        // Beside an action, the row they make keeps to the width instead.
        maxWidth: action ? '100%' : { xs: '85%', sm: '75%' },
        minWidth: 0,
        px: 1.5,
        py: 1,
        borderRadius: 2,
        [mine ? 'borderBottomRightRadius' : 'borderBottomLeftRadius']: 4,
        bgcolor: mine ? 'primary.main' : 'grey.100',
        color: mine ? 'primary.contrastText' : 'text.primary',
        opacity: message.delivery === 'sending' ? 0.8 : 1,
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        {label}:
      </Box>
      <Typography id={bodyId} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.body}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'center',
          gap: 0.5,
          mt: 0.25,
          typography: 'caption',
          lineHeight: 1,
        }}
      >
        <time dateTime={message.createdAt}>
          {format.dateTime(new Date(message.createdAt), { hour: '2-digit', minute: '2-digit' })}
        </time>
        {mine && <ReadTickIcon tick={readTick(message, otherLastReadAt)} />}
      </Box>
    </Box>
  );
  return (
    <Box
      component="li"
      data-testid="chat-message"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start', mb: 1 }}
    >
      {flag && <SafetyWarning flag={flag} />}
      {action ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, maxWidth: { xs: '85%', sm: '75%' } }}>
          {bubble}
          {action({ id: message.id, describedBy: bodyId })}
        </Box>
      ) : (
        bubble
      )}
      {failed && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            mt: 0.5,
            flexWrap: 'wrap',
            justifyContent: 'flex-end',
          }}
        >
          <Typography variant="caption" color="error" role="alert">
            {message.error}
          </Typography>
          <Button size="small" color="error" onClick={() => onRetry(message)} sx={{ minHeight: 44 }}>
            {t('retry')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

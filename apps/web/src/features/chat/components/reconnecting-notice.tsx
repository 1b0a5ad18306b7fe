'use client';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useChat } from '../connection/chat-context';

/** A quiet line while the live connection is being restored; sending still works meanwhile. */
export function ReconnectingNotice() {
  const t = useTranslations('chat.connection');
  const { state } = useChat();
  const reconnecting = state === 'reconnecting';
  return (
    <Box role="status" sx={{ minHeight: 0 }}>
      {reconnecting && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            py: 0.5,
            bgcolor: 'grey.50',
          }}
        >
          <CircularProgress size={12} aria-hidden />
          <Typography variant="caption" color="text.secondary">
            {t('reconnecting')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

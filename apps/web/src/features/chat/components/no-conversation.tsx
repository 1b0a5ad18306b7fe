'use client';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';

/** Wide screens before a conversation is chosen. */
export function NoConversation() {
  const t = useTranslations('chat.pane.none');
  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 4, textAlign: 'center' }}>
      <Box sx={{ maxWidth: 360 }}>
        <ForumOutlinedIcon color="primary" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
        <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('text')}</Typography>
      </Box>
    </Box>
  );
}

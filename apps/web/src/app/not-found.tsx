import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import { LinkButton } from '@/components/link/app-link';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';

export async function generateMetadata() {
  const t = await getTranslations('notFound');
  return { title: t('title'), robots: { index: false } };
}

export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: { xs: 6, sm: 10 }, textAlign: 'center' }}>
      <SearchOffIcon sx={{ fontSize: 64, color: 'primary.main', mb: 2 }} />
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('text')}
      </Typography>
      <LinkButton href="/" variant="contained" size="large">
        {t('home')}
      </LinkButton>
    </Box>
  );
}

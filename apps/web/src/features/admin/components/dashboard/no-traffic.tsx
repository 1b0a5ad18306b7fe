'use client';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@/components/layout/visually-hidden';

/** A hit ratio that has nothing to count yet: a dash to the eye, its words to a screen reader. */
export function NoTraffic() {
  const t = useTranslations('admin.dashboard');
  return (
    <>
      <span aria-hidden="true">—</span>
      <Box component="span" sx={visuallyHidden}>
        {t('noTraffic')}
      </Box>
    </>
  );
}

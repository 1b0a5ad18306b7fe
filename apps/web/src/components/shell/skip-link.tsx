'use client';
import { useTranslations } from 'next-intl';
import Link from '@mui/material/Link';

/** The first stop for the keyboard: jumps past the header to the page's main content. */
export function SkipLink() {
  const t = useTranslations('shell');
  return (
    <Link
      href="#main"
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 500,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus-visible': { transform: 'none' },
      }}
    >
      {t('skipToContent')}
    </Link>
  );
}

'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import { LogoMark } from '@/components/brand/logo-mark';

/** Logo and name, linking home. */
export function BrandLink({ compact = false }: { compact?: boolean }) {
  const t = useTranslations();
  return (
    <Box
      component={Link}
      href="/"
      aria-label={t('shell.homeLink')}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 44,
        color: 'primary.main',
        textDecoration: 'none',
        fontWeight: 700,
        fontSize: compact ? '1.25rem' : '1.375rem',
        letterSpacing: '-0.01em',
        flexShrink: 0,
      }}
    >
      <LogoMark size={compact ? 28 : 32} />
      <span>{t('common.brand')}</span>
    </Box>
  );
}

'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SHELL } from '@/theme/theme';
import { BrandLink } from './brand-link';

const links = [
  { href: '/about-kraam', key: 'about' },
  { href: '/contact-us', key: 'contact' },
  { href: '/customer-service', key: 'customerService' },
  { href: '/rules-and-condition', key: 'rules' },
  { href: '/privacy-and-policy', key: 'privacy' },
] as const;

/** Wide screens only: the five static pages and the credit line (SPEC §2). */
export function Footer() {
  const t = useTranslations('shell.footer');
  return (
    <Box
      component="footer"
      sx={{
        display: { xs: 'none', wide: 'block' },
        mt: 6,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ maxWidth: SHELL.contentMaxWidth, mx: 'auto', px: 3, py: 4, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 4, flexWrap: 'wrap' }}>
          <BrandLink compact />
          <Box component="nav" aria-label={t('label')}>
            <Box
              component="ul"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, listStyle: 'none', m: 0, p: 0 }}
            >
              {links.map((link) => (
                <li key={link.href}>
                  <MuiLink component={Link} href={link.href} color="text.primary">
                    {t(link.key)}
                  </MuiLink>
                </li>
              ))}
            </Box>
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('credit', { year: new Date().getFullYear() })}
        </Typography>
      </Box>
    </Box>
  );
}

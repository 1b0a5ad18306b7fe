'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useUserDetails } from '@/features/auth/hooks/use-user-details';
import { DASHBOARD_HOME_LINKS } from './dashboard-links';

/** /dashboard: a greeting and a card per account page. */
export function DashboardHome() {
  const t = useTranslations('dashboard');
  const { data: details } = useUserDetails();
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {details ? t('greeting', { name: details.firstName }) : t('greetingAnonymous')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('intro')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 1.5, sm: 2 },
          // minmax(0, 1fr): a long word ('Kraaminstellingen') may not widen its column past the screen,
          // which pushed the grid off-centre on a phone.
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {DASHBOARD_HOME_LINKS.map((link) => (
          <li key={link.key}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={Link}
                href={link.href}
                sx={{
                  p: { xs: 1, sm: 2 },
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 1,
                  color: 'primary.main',
                }}
              >
                {link.icon}
                <Typography
                  variant="h4"
                  component="span"
                  sx={{
                    color: 'text.primary',
                    textAlign: 'center',
                    hyphens: 'auto',
                    overflowWrap: 'break-word',
                    maxWidth: '100%',
                  }}
                >
                  {t(`links.${link.key}`)}
                </Typography>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </>
  );
}

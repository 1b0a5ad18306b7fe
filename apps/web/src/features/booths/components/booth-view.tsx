'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LanguageIcon from '@mui/icons-material/Language';
import MailOutlineIcon from '@mui/icons-material/MailOutlineOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { BOOTH_SOCIAL_NETWORKS, type Booth } from '@kraam/shared';
import type { AdPage } from '@/components/ads/use-paged-ads';
import { SxKraamImage } from '@/components/image/sx-kraam-image';
import { UserAvatar } from '@/components/image/user-avatar';
import { BoothAds } from './booth-ads';

interface BoothViewProps {
  booth: Booth;
  /** The server-rendered first page of its ads; without it the browser asks for it. */
  ads?: AdPage;
  /** Shown when the booth has no ads: the owner gets a "place your first ad" step, visitors a sentence. */
  emptyAction?: ReactNode;
  /** Owner actions beside the name (edit booth, new ad). */
  actions?: ReactNode;
}

/** A booth as everyone sees it: banner, logo, name, title, description, contact and its ads. */
export function BoothView({ booth, ads, emptyAction, actions }: BoothViewProps) {
  const t = useTranslations('publish.booth');
  const address = [booth.street, [booth.postalCode, booth.cityName].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const social = BOOTH_SOCIAL_NETWORKS.flatMap((network) => {
    const href = booth.socialLinks[network];
    return href ? [{ network, href }] : [];
  });
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {booth.bannerId && (
          <SxKraamImage
            id={booth.bannerId}
            alt={t('bannerAlt', { name: booth.name })}
            priority
            sizes="(max-width: 1240px) 100vw, 1240px"
            sx={{ width: '100%', aspectRatio: { xs: '3 / 1', sm: '5 / 1' } }}
          />
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ p: { xs: 2, sm: 3 }, alignItems: { sm: 'center' } }}
        >
          <UserAvatar
            name={booth.name}
            imageId={booth.logoId}
            size={96}
            shape="rounded"
            label={t('logoAlt', { name: booth.name })}
            icon={<StorefrontOutlinedIcon />}
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h1">{booth.name}</Typography>
            {booth.title && (
              <Typography variant="h3" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
                {booth.title}
              </Typography>
            )}
          </Box>
          {actions}
        </Stack>
      </Paper>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box>
          {booth.description && <Typography sx={{ whiteSpace: 'pre-line' }}>{booth.description}</Typography>}
        </Box>
        <Paper variant="outlined" component="section" aria-labelledby="booth-contact" sx={{ p: 2 }}>
          <Typography id="booth-contact" component="h2" variant="h3" sx={{ mb: 1 }}>
            {t('contactHeading')}
          </Typography>
          <Stack spacing={1}>
            {booth.email && (
              <ContactLine icon={<MailOutlineIcon fontSize="small" />}>
                <Link href={`mailto:${booth.email}`}>{booth.email}</Link>
              </ContactLine>
            )}
            {booth.website && (
              <ContactLine icon={<LanguageIcon fontSize="small" />}>
                <Link href={booth.website} rel="noopener noreferrer nofollow" target="_blank">
                  {booth.website.replace(/^https?:\/\//, '')}
                </Link>
              </ContactLine>
            )}
            {address && <ContactLine icon={<PlaceOutlinedIcon fontSize="small" />}>{address}</ContactLine>}
            {social.length > 0 && (
              <Stack useFlexGap direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
                {social.map(({ network, href }) => (
                  <Link key={network} href={href} rel="noopener noreferrer nofollow" target="_blank">
                    {t(`social.${network}`)}
                  </Link>
                ))}
              </Stack>
            )}
            {!booth.email && !booth.website && !address && social.length === 0 && (
              <Typography color="text.secondary">{t('noContact')}</Typography>
            )}
          </Stack>
        </Paper>
      </Box>
      <BoothAds boothId={booth.id} first={ads} emptyAction={emptyAction} />
    </Stack>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', color: 'text.secondary', wordBreak: 'break-word' }}
    >
      {icon}
      <Box sx={{ color: 'text.primary', minWidth: 0 }}>{children}</Box>
    </Stack>
  );
}

'use client';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import type { AdSummary } from '@kraam/shared';
import { KraamImage } from '@/components/image/kraam-image';
import { FavoriteHeart } from './favorites/favorite-heart';
import { PriceLabel } from './price-label';
import { RelativeDate } from './relative-date';

interface AdCardProps {
  ad: AdSummary;
  /** Where the card links to; /ads/{id} unless the list wants to carry its own query along. */
  href?: string;
  priority?: boolean;
}

/**
 * One ad in any grid (UI.md): main photo with the favourite heart and reserved/sold/promoted badges,
 * price by its type, title, place and how long ago it was placed.
 */
export function AdCard({ ad, href = `/ads/${ad.id}`, priority = false }: AdCardProps) {
  const t = useTranslations('adCard');
  const place = ad.cityName ?? ad.provinceName;
  const distance = ad.distanceKm != null ? t('distance', { km: Math.round(ad.distanceKm) }) : null;
  const where = [place, distance].filter(Boolean).join(' · ');
  return (
    <Card variant="outlined" sx={{ height: '100%', position: 'relative' }} data-testid="ad-card">
      <CardActionArea component={NextLink} href={href} sx={{ height: '100%', alignItems: 'stretch' }}>
        <Box sx={{ position: 'relative' }}>
          <KraamImage
            id={ad.galleryId}
            alt={ad.title}
            priority={priority}
            sizes="(max-width: 600px) 50vw, (max-width: 1200px) 33vw, 280px"
            sx={{ aspectRatio: '4 / 3', width: '100%' }}
          />
          <Box sx={{ position: 'absolute', top: 8, left: 8, display: 'flex', gap: 0.5 }}>
            {ad.promoted && <Chip size="small" color="secondary" label={t('promoted')} />}
            {ad.tradeState !== 'available' && (
              <Chip
                size="small"
                color={ad.tradeState === 'sold' ? 'default' : 'warning'}
                label={t(`tradeState.${ad.tradeState}`)}
                sx={{ bgcolor: ad.tradeState === 'sold' ? 'grey.800' : undefined, color: 'common.white' }}
              />
            )}
          </Box>
        </Box>
        <Box sx={{ p: 1.5 }}>
          <Typography sx={{ fontWeight: 700, color: 'primary.main', mb: 0.25 }}>
            <PriceLabel ad={ad} />
          </Typography>
          <Typography
            component="h3"
            variant="subtitle1"
            sx={{
              fontWeight: 500,
              lineHeight: 1.3,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              minHeight: '2.6em',
            }}
          >
            {ad.title}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, minWidth: 0 }}
          >
            {place && <PlaceOutlinedIcon sx={{ fontSize: 16, flexShrink: 0 }} aria-hidden />}
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {where}
              {where && ad.publishedAt && ' · '}
              {ad.publishedAt && <RelativeDate iso={ad.publishedAt} />}
            </Box>
          </Typography>
        </Box>
      </CardActionArea>
      {/* Beside the link, not inside it: a button may not sit in an anchor. */}
      <Box sx={{ position: 'absolute', top: 4, right: 4 }}>
        <FavoriteHeart adId={ad.id} title={ad.title} />
      </Box>
    </Card>
  );
}

/** A responsive grid of cards: 2 columns on phones up to 4 on wide screens. */
export function AdGrid({ children, label }: { children: React.ReactNode; label?: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
        '& > li': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}

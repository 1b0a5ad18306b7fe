'use client';
import { useId } from 'react';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { MultiEditAction, OwnAd } from '@kraam/shared';
import { PriceLabel } from '@/components/ads/price-label';
import { SxKraamImage } from '@/components/image/sx-kraam-image';
import { OwnAdActions } from './own-ad-actions';

interface OwnAdRowProps {
  ad: OwnAd;
  selected: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onAction: (action: MultiEditAction) => void;
  onPromote: () => void;
  onDelete: () => void;
}

/** One own ad: photo, title, price, views, favourites, expiry, state badges and its actions. */
export function OwnAdRow({ ad, selected, busy, onSelect, onAction, onPromote, onDelete }: OwnAdRowProps) {
  const t = useTranslations('publish.myAds');
  const tState = useTranslations('adCard.tradeState');
  const format = useFormatter();
  const titleId = useId();
  const date = (value: string | null) =>
    value ? format.dateTime(new Date(value), { dateStyle: 'medium' }) : null;
  const expiry = date(ad.validUntil);
  const promotedUntil = ad.promoted ? date(ad.promotedUntil) : null;

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="own-ad"
      sx={{
        p: 1.5,
        display: 'grid',
        columnGap: 1.5,
        gridTemplateColumns: 'auto auto minmax(0, 1fr)',
        // Phones: the buttons take the card's whole width below the photo instead of stacking in the text column.
        gridTemplateAreas: {
          xs: '"check photo text" "actions actions actions"',
          sm: '"check photo text" "check photo actions"',
        },
        alignItems: 'start',
        borderColor: selected ? 'primary.main' : 'divider',
      }}
    >
      <Checkbox
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        slotProps={{ input: { 'aria-label': t('select', { title: ad.title }) } }}
        sx={{ gridArea: 'check', mt: -0.5, ml: -0.5 }}
      />
      <Box component={Link} href={`/ads/${ad.id}`} sx={{ gridArea: 'photo' }} tabIndex={-1} aria-hidden>
        <SxKraamImage
          id={ad.galleryId}
          alt={ad.title}
          sizes="120px"
          sx={{ width: { xs: 88, sm: 120 }, aspectRatio: '4 / 3', borderRadius: 1.5 }}
        />
      </Box>
      <Box sx={{ gridArea: 'text', minWidth: 0 }}>
        <Stack useFlexGap direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5, mb: 0.5 }}>
          {ad.promoted && <Chip size="small" color="secondary" label={t('badges.promoted')} />}
          {ad.tradeState !== 'available' && (
            <Chip size="small" color="warning" label={tState(ad.tradeState)} />
          )}
          {ad.expired && <Chip size="small" label={t('badges.expired')} />}
          {ad.status === 'inactive' && !ad.expired && <Chip size="small" label={t('badges.inactive')} />}
        </Stack>
        <Typography
          id={titleId}
          component={Link}
          href={`/ads/${ad.id}`}
          sx={{
            fontWeight: 500,
            color: 'text.primary',
            textDecoration: 'none',
            display: 'block',
            '&:hover': { textDecoration: 'underline' },
          }}
          noWrap
        >
          {ad.title}
        </Typography>
        <Typography sx={{ fontWeight: 700, color: 'primary.main' }} data-testid="own-ad-price">
          <PriceLabel ad={ad} />
        </Typography>
        <Stack
          useFlexGap
          direction="row"
          spacing={2}
          sx={{ color: 'text.secondary', flexWrap: 'wrap', rowGap: 0.5, mt: 0.5 }}
        >
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <VisibilityOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
            {t('views', { count: ad.viewCount })}
          </Typography>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <FavoriteBorderIcon sx={{ fontSize: 16 }} aria-hidden />
            {t('favorites', { count: ad.favoriteCount })}
          </Typography>
          {expiry && (
            <Typography variant="body2">
              {ad.expired ? t('expiredOn', { date: expiry }) : t('expiresOn', { date: expiry })}
            </Typography>
          )}
          {promotedUntil && (
            <Typography variant="body2">{t('promotedUntil', { date: promotedUntil })}</Typography>
          )}
        </Stack>
      </Box>
      <Box sx={{ gridArea: 'actions', minWidth: 0 }}>
        <OwnAdActions ad={ad} busy={busy} onAction={onAction} onPromote={onPromote} onDelete={onDelete} />
      </Box>
    </Paper>
  );
}

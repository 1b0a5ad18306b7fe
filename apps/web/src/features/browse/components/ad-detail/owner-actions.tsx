'use client';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { LinkButton } from '@/components/link/app-link';

interface OwnerActionsProps {
  adId: number;
  viewCount: number;
  favoriteCount: number;
}

/** What the seller sees on their own ad instead of chat and save: edit it, and how it is doing. */
export function OwnerActions({ adId, viewCount, favoriteCount }: OwnerActionsProps) {
  const t = useTranslations('browse.ad');
  const stat = { display: 'flex', alignItems: 'center', gap: 1 } as const;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="owner-actions">
      <Typography variant="body2" color="text.secondary">
        {t('actions.ownAd')}
      </Typography>
      <LinkButton
        href={`/newAds/chooseCategory?edit=${adId}`}
        variant="contained"
        size="large"
        startIcon={<EditOutlinedIcon />}
      >
        {t('actions.edit')}
      </LinkButton>
      <Box
        component="ul"
        aria-label={t('actions.statsLabel')}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 1.5,
          display: 'grid',
          gap: 0.5,
          bgcolor: 'grey.50',
          borderRadius: 2,
        }}
      >
        <Typography component="li" variant="body2" sx={stat}>
          <VisibilityOutlinedIcon fontSize="small" color="action" aria-hidden />
          {t('views', { count: viewCount })}
        </Typography>
        <Typography component="li" variant="body2" sx={stat}>
          <FavoriteBorderIcon fontSize="small" color="action" aria-hidden />
          {t('actions.favorites', { count: favoriteCount })}
        </Typography>
      </Box>
      <LinkButton href="/dashboard/advertisment" variant="text" sx={{ minHeight: 44 }}>
        {t('actions.myAds')}
      </LinkButton>
    </Box>
  );
}

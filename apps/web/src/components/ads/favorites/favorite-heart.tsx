'use client';
import { useTranslations } from 'next-intl';
import IconButton from '@mui/material/IconButton';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { useFavorites } from './use-favorites';

/** The heart on a card's photo: filled when the ad is on the wish list; a press toggles it. */
export function FavoriteHeart({ adId, title }: { adId: number; title: string }) {
  const t = useTranslations('adCard.favorite');
  const favorites = useFavorites();
  const liked = favorites.isLiked(adId);
  return (
    <IconButton
      aria-label={liked ? t('remove', { title }) : t('add', { title })}
      aria-pressed={liked}
      disabled={favorites.busy(adId)}
      onClick={() => favorites.toggle(adId)}
      sx={{
        width: 44,
        height: 44,
        bgcolor: 'background.paper',
        boxShadow: 1,
        color: liked ? 'secondary.main' : 'text.secondary',
        '&:hover': { bgcolor: 'background.paper', color: 'secondary.main' },
        '&.Mui-disabled': { bgcolor: 'background.paper' },
      }}
    >
      {liked ? <FavoriteIcon fontSize="small" /> : <FavoriteBorderIcon fontSize="small" />}
    </IconButton>
  );
}

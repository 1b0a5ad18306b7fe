'use client';
import { useTranslations } from 'next-intl';
import { InlineIcon } from '@/components/icons/inline-icons';
import { iconHeart, iconHeartOutline } from '@/components/icons/icon-paths';
import { useFavorites } from './use-favorites';
import styles from './favorite-heart.module.css';

interface FavoriteHeartProps {
  adId: number;
  title: string;
  boothId: number;
}

/**
 * The heart on a card's photo: filled when the ad is on the wish list; a press toggles it. None on the
 * viewer's own ads.
 */
export function FavoriteHeart({ adId, title, boothId }: FavoriteHeartProps) {
  const t = useTranslations('adCard.favorite');
  const favorites = useFavorites();
  const liked = favorites.isLiked(adId);
  if (favorites.isOwn(boothId)) return null;
  return (
    <button
      type="button"
      className={styles.heart}
      aria-label={liked ? t('remove', { title }) : t('add', { title })}
      aria-pressed={liked}
      disabled={favorites.busy(adId)}
      onClick={() => favorites.toggle(adId)}
    >
      <InlineIcon path={liked ? iconHeart : iconHeartOutline} />
    </button>
  );
}

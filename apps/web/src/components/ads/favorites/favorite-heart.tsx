'use client';
import { useTranslations } from 'next-intl';
import { InlineIcon } from '@/components/icons/inline-icons';
import { iconHeart, iconHeartOutline } from '@/components/icons/icon-paths';
import { useFavorites } from './use-favorites';
import styles from './favorite-heart.module.css';

/** The heart on a card's photo: filled when the ad is on the wish list; a press toggles it. */
export function FavoriteHeart({ adId, title }: { adId: number; title: string }) {
  const t = useTranslations('adCard.favorite');
  const favorites = useFavorites();
  const liked = favorites.isLiked(adId);
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

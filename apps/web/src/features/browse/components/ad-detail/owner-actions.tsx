import Link from 'next/link';
import { useTranslations } from 'next-intl';
import buttons from '@/components/buttons/button.module.css';
import { InlineIcon } from '@/components/icons/inline-icons';
import { iconEdit, iconHeartOutline } from '@/components/icons/icon-paths';
import styles from './ad-actions.module.css';

interface OwnerActionsProps {
  adId: number;
  favoriteCount: number;
}

/**
 * What the seller sees on their own ad instead of chat and save: edit it, and how often it was saved (its
 * views stand in the heading, for everyone: not twice on one page).
 */
export function OwnerActions({ adId, favoriteCount }: OwnerActionsProps) {
  const t = useTranslations('browse.ad');
  return (
    <div className={styles.owner} data-testid="owner-actions">
      <p className={styles.ownNote}>{t('actions.ownAd')}</p>
      <Link
        href={`/newAds/chooseCategory?edit=${adId}`}
        className={`${buttons.button} ${buttons.contained} ${buttons.large}`}
      >
        <InlineIcon path={iconEdit} />
        {t('actions.edit')}
      </Link>
      <ul aria-label={t('actions.statsLabel')} className={styles.stats}>
        <li className={styles.stat}>
          <InlineIcon path={iconHeartOutline} />
          {t('actions.favorites', { count: favoriteCount })}
        </li>
      </ul>
      <Link href="/dashboard/advertisment" className={`${buttons.button} ${buttons.text} ${buttons.primary}`}>
        {t('actions.myAds')}
      </Link>
    </div>
  );
}

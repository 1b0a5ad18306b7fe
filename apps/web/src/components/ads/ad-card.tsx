'use client';
import { memo, type ReactNode } from 'react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import type { AdSummary } from '@kraam/shared';
import { KraamImage } from '@/components/image/kraam-image';
import { InlineIcon } from '@/components/icons/inline-icons';
import { iconPlace } from '@/components/icons/icon-paths';
import { FavoriteHeart } from './favorites/favorite-heart';
import { PriceLabel } from './price-label';
import { RelativeDate } from './relative-date';
import { SellerTypeLabel } from './seller-type-label';
import styles from './ad-card.module.css';

interface AdCardProps {
  ad: AdSummary;
  /** Where the card links to; /ads/{id} unless the list wants to carry its own query along. */
  href?: string;
  priority?: boolean;
}

/**
 * One ad in any grid (UI.md): main photo with the favourite heart and reserved/sold/promoted badges,
 * price by its type, title, place and how long ago it was placed, and whether a private person or a
 * business sells it. Plain elements with static CSS: a page
 * holds dozens of cards, and hydrating them as MUI components was most of its blocking time.
 * Memoised: a list re-renders when the visitor's session becomes known right after hydration, and its
 * cards, the same ads, need not render again (the heart follows the favourites by itself).
 */
export const AdCard = memo(function AdCard({ ad, href = `/ads/${ad.id}`, priority = false }: AdCardProps) {
  const t = useTranslations('adCard');
  const place = ad.cityName ?? ad.provinceName;
  const distance = ad.distanceKm != null ? t('distance', { km: Math.round(ad.distanceKm) }) : null;
  const where = [place, distance].filter(Boolean).join(' · ');
  return (
    <div className={styles.card} data-testid="ad-card">
      {/* No prefetch: a page shows dozens of cards, and each prefetch is a server render of a dynamic ad page
          (with nothing static to gain, as it has no loading state) and work for the phone. */}
      <NextLink href={href} prefetch={false} className={styles.link}>
        <div className={styles.media}>
          <KraamImage
            id={ad.galleryId}
            alt={ad.title}
            priority={priority}
            sizes="(max-width: 600px) 50vw, (max-width: 1200px) 33vw, 280px"
            className={styles.photo}
          />
          <div className={styles.badges}>
            {ad.promoted && <span className={`${styles.badge} ${styles.promoted}`}>{t('promoted')}</span>}
            {ad.tradeState !== 'available' && (
              <span className={`${styles.badge} ${styles[ad.tradeState]}`}>
                {t(`tradeState.${ad.tradeState}`)}
              </span>
            )}
          </div>
        </div>
        <div className={styles.body}>
          <p className={styles.price}>
            <PriceLabel ad={ad} />
          </p>
          <h3 className={styles.title}>{ad.title}</h3>
          <p className={styles.meta}>
            {place && <InlineIcon path={iconPlace} />}
            <span className={styles.metaText}>
              {where}
              {where && ad.publishedAt && ' · '}
              {ad.publishedAt && <RelativeDate iso={ad.publishedAt} />}
            </span>
          </p>
          <SellerTypeLabel sellerType={ad.sellerType} className={styles.seller} />
        </div>
      </NextLink>
      {/* Beside the link, not inside it: a button may not sit in an anchor. */}
      <div className={styles.heart}>
        <FavoriteHeart adId={ad.id} title={ad.title} boothId={ad.boothId} />
      </div>
    </div>
  );
});

/** A responsive grid of cards: 2 columns on phones up to 4 on wide screens. */
export function AdGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className={styles.grid}>
      {children}
    </ul>
  );
}

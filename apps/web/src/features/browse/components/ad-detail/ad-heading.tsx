import { getLocale, getTranslations } from 'next-intl/server';
import type { AdDetail } from '@kraam/shared';
import { PriceLabel } from '@/components/ads/price-label';
import { euroFormatter } from '@/components/ads/price-text';
import { RelativeDate } from '@/components/ads/relative-date';
import { SellerTypeLabel } from '@/components/ads/seller-type-label';
import { InlineIcon } from '@/components/icons/inline-icons';
import { iconPlace, iconVisibility } from '@/components/icons/icon-paths';
import styles from './ad-page.module.css';

/**
 * Title, price by its type and the former price after a reduction, reserved/sold state, private or business
 * seller, place, age and views.
 */
export async function AdHeading({ ad }: { ad: AdDetail }) {
  const t = await getTranslations('browse.ad');
  const tCard = await getTranslations('adCard');
  const place = [ad.location.cityName, ad.location.provinceName].filter(Boolean).join(', ');
  return (
    <div>
      <div className={styles.chips}>
        {ad.tradeState !== 'available' && (
          <span
            className={ad.tradeState === 'sold' ? styles.chip : `${styles.chip} ${styles.warningChip}`}
            data-testid="trade-state"
          >
            {tCard(`tradeState.${ad.tradeState}`)}
          </span>
        )}
        <SellerTypeLabel sellerType={ad.sellerType} className={styles.chip} />
      </div>
      <h1 className={styles.title}>{ad.title}</h1>
      <p className={styles.price} data-testid="ad-price">
        <PriceLabel ad={ad} />
      </p>
      {ad.wasPriceCents !== null && (
        <p className={styles.wasPrice} data-testid="was-price">
          {t.rich('wasPrice', {
            amount: euroFormatter(await getLocale())(ad.wasPriceCents),
            s: (chunks) => <s>{chunks}</s>,
          })}
        </p>
      )}
      <div className={styles.meta}>
        {place && (
          <p className={styles.metaItem}>
            <InlineIcon path={iconPlace} />
            {place}
          </p>
        )}
        {ad.publishedAt && (
          <p className={styles.metaItem}>
            <RelativeDate iso={ad.publishedAt} />
          </p>
        )}
        <p className={styles.metaItem}>
          <InlineIcon path={iconVisibility} />
          {t('views', { count: ad.viewCount })}
        </p>
      </div>
    </div>
  );
}

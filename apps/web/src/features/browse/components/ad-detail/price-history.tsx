import { getFormatter, getTranslations } from 'next-intl/server';
import type { AdDetail } from '@kraam/shared';
import { PriceLabel } from '@/components/ads/price-label';
import styles from './ad-page.module.css';

/** Every price the ad has had, newest first, once it changed (docs/decisions/0040-price-history.md). */
export async function PriceHistory({ ad }: { ad: Pick<AdDetail, 'priceHistory' | 'rentalPeriod'> }) {
  if (ad.priceHistory.length < 2) return null;
  const t = await getTranslations('browse.ad.priceHistory');
  const format = await getFormatter();
  const newestFirst = [...ad.priceHistory].reverse();
  return (
    <section aria-labelledby="ad-price-history">
      <h2 id="ad-price-history" className={styles.heading}>
        {t('title')}
      </h2>
      <table className={styles.priceHistory} data-testid="price-history">
        <thead>
          <tr>
            <th scope="col">{t('date')}</th>
            <th scope="col">{t('price')}</th>
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((point, index) => (
            <tr key={point.at}>
              <td>
                {format.dateTime(new Date(point.at), { day: 'numeric', month: 'long', year: 'numeric' })}
                {index === 0 && <span className={styles.historyNote}> · {t('now')}</span>}
                {index === newestFirst.length - 1 && (
                  <span className={styles.historyNote}> · {t('published')}</span>
                )}
              </td>
              <td>
                <PriceLabel ad={{ ...point, rentalPeriod: ad.rentalPeriod }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

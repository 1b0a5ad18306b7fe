import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { AdDetail } from '@kraam/shared';
import { AdCard, AdGrid } from '@/components/ads/ad-card';
import { AdActions } from './ad-actions';
import { AdFacts } from './ad-facts';
import { AdGallery } from './ad-gallery';
import { AdHeading } from './ad-heading';
import { AdMap } from './ad-map';
import { AdNeighbours } from './ad-neighbours';
import { AdVisit } from './ad-visit';
import { BoothCard } from './booth-card';
import { ConsumerLawNote } from './consumer-law-note';
import { PriceHistory } from './price-history';
import styles from './ad-page.module.css';

/** The ad page's body: photos, facts, description and map on the left; price, actions and booth on the right. */
interface AdPageProps {
  ad: AdDetail;
  list: string | undefined;
  /** Map tile URL template from the web config. */
  tileUrl: string;
  /** Under the booth card: the way to report the ad (the page composes it from another feature). */
  report?: ReactNode;
  /**
   * Above the description: the ad's bids (another feature's, composed by the page). Not in the side column,
   * which stays in view on a wide screen and so must stay short.
   */
  bids?: ReactNode;
}

export async function AdPage({ ad, list, tileUrl, report, bids }: AdPageProps) {
  const t = await getTranslations('browse.ad');
  const { latitude, longitude } = ad.location;
  return (
    <>
      <AdVisit adId={ad.id} />
      <AdNeighbours previousId={ad.previousId} nextId={ad.nextId} list={list} />
      <div className={styles.layout}>
        <div className={styles.gallery}>
          <AdGallery title={ad.title} imageIds={ad.imageIds} />
        </div>
        <div className={styles.side}>
          <div className={`${styles.card} ${styles.summary}`}>
            <AdHeading ad={ad} />
            <AdActions
              // Only what the actions need crosses to the browser, not the whole ad a second time.
              ad={{
                id: ad.id,
                title: ad.title,
                // Whether there is a number; the number itself is asked for on a click (decision 0032).
                hasPhone: ad.hasPhone,
                boothId: ad.boothId,
                favoriteCount: ad.favoriteCount,
              }}
            />
            <ConsumerLawNote sellerType={ad.sellerType} />
          </div>
          <BoothCard booth={ad.booth} />
          {report}
        </div>
        <div className={styles.body}>
          {bids}
          <section aria-labelledby="ad-description">
            <h2 id="ad-description" className={styles.heading}>
              {t('description')}
            </h2>
            <p className={styles.description}>{ad.description || t('noDescription')}</p>
          </section>
          <AdFacts ad={ad} />
          <PriceHistory ad={ad} />
          {latitude !== null && longitude !== null && (
            <section aria-labelledby="ad-location">
              <h2 id="ad-location" className={styles.heading}>
                {t('location')}
              </h2>
              <AdMap
                tileUrl={tileUrl}
                latitude={latitude}
                longitude={longitude}
                precise={ad.location.precise}
              />
            </section>
          )}
        </div>
      </div>
      {ad.related.length > 0 && (
        <section aria-labelledby="ad-related" className={styles.related}>
          <h2 id="ad-related" className={styles.heading}>
            {t('related')}
          </h2>
          <AdGrid>
            {ad.related.map((related) => (
              <li key={related.id}>
                <AdCard ad={related} />
              </li>
            ))}
          </AdGrid>
        </section>
      )}
    </>
  );
}

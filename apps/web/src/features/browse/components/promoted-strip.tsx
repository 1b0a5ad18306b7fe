import { getTranslations } from 'next-intl/server';
import type { AdSummary } from '@kraam/shared';
import { AdCard } from '@/components/ads/ad-card';
import { ScrollStrip } from '@/components/layout/scroll-strip';
import styles from './promoted-strip.module.css';

/** Ads promoted on the home page (3-day promotion), in one row that scrolls sideways. */
export async function PromotedStrip({ ads }: { ads: AdSummary[] }) {
  if (ads.length === 0) return null;
  const t = await getTranslations('browse.home');
  return (
    <section aria-labelledby="promoted-title" className={styles.section}>
      <ScrollStrip
        heading={
          <h2 id="promoted-title" className={styles.title}>
            {t('promotedTitle')}
          </h2>
        }
        label={t('promotedTitle')}
        previousLabel={t('promotedPrevious')}
        nextLabel={t('promotedNext')}
        listClassName={styles.items}
      >
        {ads.map((ad) => (
          <li key={ad.id}>
            <AdCard ad={ad} />
          </li>
        ))}
      </ScrollStrip>
    </section>
  );
}

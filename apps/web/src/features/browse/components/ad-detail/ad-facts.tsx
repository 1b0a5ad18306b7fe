import { getTranslations } from 'next-intl/server';
import type { AdDetail } from '@kraam/shared';
import styles from './ad-page.module.css';

/** Condition, delivery and the category's own fields as a definition list. */
export async function AdFacts({ ad }: { ad: AdDetail }) {
  const t = await getTranslations('browse');
  const rows: { key: string; label: string; value: string }[] = [
    ...(ad.condition
      ? [{ key: 'condition', label: t('filters.condition'), value: t(`filters.conditions.${ad.condition}`) }]
      : []),
    { key: 'delivery', label: t('filters.delivery'), value: t(`filters.deliveries.${ad.delivery}`) },
    ...ad.fields,
  ];
  return (
    <section aria-labelledby="ad-facts">
      <h2 id="ad-facts" className={`${styles.heading} ${styles.factsHeading}`}>
        {t('ad.facts')}
      </h2>
      <dl className={styles.facts}>
        {rows.map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Booth } from '@kraam/shared';
import { formatPhone } from '@kraam/shared/phone';
import styles from './booth-view.module.css';

/**
 * A trader's legal notice on the public booth page (DSA Art. 30: who the trader is and how to reach them).
 * Rendered on the server and handed to BoothView, so the phone formatting's metadata stays out of the
 * browser on a page full of ads. A private booth has none.
 */
export function BoothLegalNotice({ booth }: { booth: Booth }) {
  const t = useTranslations('publish.booth.legal');
  if (booth.sellerType !== 'trader') return null;
  const address = [booth.street, [booth.postalCode, booth.cityName].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const rows: [string, ReactNode][] = [
    [t('companyName'), booth.companyName],
    [t('kvkNumber'), booth.kvkNumber],
    [t('address'), address],
    [
      t('email'),
      booth.email && (
        <a href={`mailto:${booth.email}`} className={styles.link}>
          {booth.email}
        </a>
      ),
    ],
    [
      t('phone'),
      booth.phone && (
        <a href={`tel:${booth.phone}`} className={styles.link}>
          {formatPhone(booth.phone)}
        </a>
      ),
    ],
  ];
  return (
    <section aria-labelledby="booth-legal" className={`${styles.card} ${styles.contact}`}>
      <h2 id="booth-legal" className={styles.heading}>
        {t('heading')}
      </h2>
      <dl className={styles.legal}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

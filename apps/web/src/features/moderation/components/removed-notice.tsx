import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import button from '@/components/buttons/button.module.css';
import styles from '@/components/error/error-screen.module.css';
import { iconInfo } from '@/components/icons/icon-paths';
import { InlineIcon } from '@/components/icons/inline-icons';

type Removed = 'ad' | 'booth';

/** The tab title of a removed ad's or booth's page; never indexed. */
export async function removedMetadata(kind: Removed): Promise<Metadata> {
  const t = await getTranslations('gone');
  return { title: t(`${kind}.title`), robots: { index: false } };
}

/**
 * The public notice where an ad or booth was that a moderation decision removed (the page answers 410):
 * what happened in the API's words, and the way on. Plain elements, as on the not-found page (decision 0021).
 */
export async function RemovedNotice({ kind, message }: { kind: Removed; message: string }) {
  const t = await getTranslations('gone');
  return (
    <div className={styles.screen}>
      <InlineIcon path={iconInfo} className={styles.icon} />
      <h1 className={styles.title}>{t(`${kind}.title`)}</h1>
      {message && <p className={styles.text}>{message}</p>}
      <div className={styles.actions}>
        <Link href="/" className={`${button.button} ${button.contained}`}>
          {t('home')}
        </Link>
        <Link href="/categoryAds" className={`${button.button} ${button.outlined}`}>
          {t('search')}
        </Link>
      </div>
    </div>
  );
}

import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { InlineIcon } from '@/components/icons/inline-icons';
import { iconSearchOff } from '@/components/icons/icon-paths';
import button from '@/components/buttons/button.module.css';
import styles from '@/components/error/error-screen.module.css';

export async function generateMetadata() {
  const t = await getTranslations('notFound');
  return { title: t('title'), robots: { index: false } };
}

// Plain elements, no MUI: Next ships the not-found page with every page (decision 0021).
export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <div className={styles.screen}>
      <InlineIcon path={iconSearchOff} className={styles.icon} />
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.text}>{t('text')}</p>
      <div className={styles.actions}>
        <Link href="/" className={`${button.button} ${button.contained}`}>
          {t('home')}
        </Link>
      </div>
    </div>
  );
}

'use client';
import { useTranslations } from 'next-intl';
import styles from './skip-link.module.css';

/** The first stop for the keyboard: jumps past the header to the page's main content. */
export function SkipLink() {
  const t = useTranslations('shell');
  return (
    <a href="#main" className={styles.link}>
      {t('skipToContent')}
    </a>
  );
}

'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { LogoMark } from '@/components/brand/logo-mark';
import styles from './brand-link.module.css';

/** Logo and name, linking home. */
export function BrandLink({ compact = false }: { compact?: boolean }) {
  const t = useTranslations();
  return (
    <Link
      href="/"
      // In every page's header: its prefetch cost each page view a render of the home page.
      prefetch={false}
      aria-label={t('shell.homeLink')}
      className={compact ? `${styles.brand} ${styles.compact}` : styles.brand}
    >
      <LogoMark size={compact ? 28 : 32} />
      <span>{t('common.brand')}</span>
    </Link>
  );
}

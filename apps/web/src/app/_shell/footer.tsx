'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { BrandLink } from './brand-link';
import styles from './footer.module.css';

const links = [
  { href: '/about-kraam', key: 'about' },
  { href: '/contact-us', key: 'contact' },
  { href: '/customer-service', key: 'customerService' },
  { href: '/rules-and-condition', key: 'rules' },
  { href: '/privacy-and-policy', key: 'privacy' },
] as const;

/** Wide screens only: the five static pages and the credit line (SPEC §2). */
export function Footer() {
  const t = useTranslations('shell.footer');
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.row}>
          <BrandLink compact />
          <nav aria-label={t('label')}>
            <ul className={styles.links}>
              {links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} prefetch={false} className={styles.link}>
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className={styles.credit}>{t('credit', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}

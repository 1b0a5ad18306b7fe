import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import styles from './home-hero.module.css';

/** The banner over the home page: what Kraam is, and on phones the search box (`search`). */
export async function HomeHero({ search }: { search: ReactNode }) {
  const t = await getTranslations('home');
  return (
    <section aria-labelledby="home-title" className={styles.hero}>
      <div className={styles.inner}>
        <h1 id="home-title" className={styles.title}>
          {t('heroTitle')}
        </h1>
        <p className={styles.text}>{t('heroText')}</p>
        <div className={styles.search}>{search}</div>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

/**
 * The centred card every account page uses: a title, an optional intro and the form or state. Plain
 * (decision 0021): the login page's first load carries no MUI.
 */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.frame}>
      <div className={styles.card}>
        <h1 className={intro ? `${styles.title} ${styles.withIntro}` : styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </div>
  );
}

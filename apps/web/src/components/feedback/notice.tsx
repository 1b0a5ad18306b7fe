import type { ReactNode } from 'react';
import { InlineIcon } from '@/components/icons/inline-icons';
import styles from './notice.module.css';

/**
 * A short message in the page, announced like MUI's Alert (role alert), without MUI: the home page and its
 * feed show it in their first load (issue 14).
 */
export function Notice({ severity, children }: { severity: 'info' | 'warning'; children: ReactNode }) {
  const tone = severity === 'info' ? styles.info : styles.warning;
  return (
    <div role="alert" className={`${styles.notice} ${tone}`}>
      <InlineIcon name={severity} />
      <div className={styles.text}>{children}</div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { iconInfo, iconWarning } from '@/components/icons/icon-paths';
import { InlineIcon } from '@/components/icons/inline-icons';
import styles from './notice.module.css';

/**
 * A short message in the page, announced like MUI's Alert (role alert), without MUI: the home page and its
 * feed show it in their first load, which carries no MUI (decision 0021).
 */
export function Notice({ severity, children }: { severity: 'info' | 'warning'; children: ReactNode }) {
  const [tone, icon] = severity === 'info' ? [styles.info, iconInfo] : [styles.warning, iconWarning];
  return (
    <div role="alert" className={`${styles.notice} ${tone}`}>
      <InlineIcon path={icon} />
      <div className={styles.text}>{children}</div>
    </div>
  );
}

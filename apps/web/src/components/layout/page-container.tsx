import type { ReactNode } from 'react';
import styles from './page-container.module.css';

/** The content column every page uses: centred, padded, as wide as the header. */
export function PageContainer({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <div className={narrow ? `${styles.container} ${styles.narrow}` : styles.container}>{children}</div>;
}

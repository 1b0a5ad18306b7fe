import type { ReactNode } from 'react';
import { InlineIcon } from '@/components/icons/inline-icons';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  /** The icon's path (components/icons/icon-paths.ts). */
  icon: string;
  /** Omitted when the text alone says it (a one-line notice). */
  title?: string;
  /** h1 where the empty state is the whole page. */
  titleVariant?: 'h1' | 'h2';
  text: ReactNode;
  /** The next step: one or more buttons. */
  children: ReactNode;
  role?: 'alert' | 'status';
}

/** UI.md's empty state: what is missing, in a card, with the next step under it. */
export function EmptyState({
  icon,
  title,
  titleVariant: Heading = 'h2',
  text,
  children,
  role,
}: EmptyStateProps) {
  return (
    <div role={role} className={styles.card}>
      <InlineIcon path={icon} className={styles.icon} />
      {title && <Heading className={styles[Heading]}>{title}</Heading>}
      <p className={title ? `${styles.text} ${styles.quiet}` : styles.text}>{text}</p>
      <div className={styles.actions}>{children}</div>
    </div>
  );
}

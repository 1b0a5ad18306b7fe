import type { ReactNode } from 'react';
import buttons from '@/components/buttons/button.module.css';
import styles from './submit-button.module.css';

/**
 * The form's full-width submit button, disabled with a spinner while the form is being sent. Plain (decision
 * 0021), so a form in a page's first load (login) carries no MUI for it.
 */
export function SubmitButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className={`${buttons.button} ${buttons.contained} ${buttons.large} ${styles.submit}`}
      disabled={sending}
      aria-busy={sending}
    >
      {sending && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

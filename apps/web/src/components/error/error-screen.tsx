import { InlineIcon } from '@/components/icons/inline-icons';
import { iconError } from '@/components/icons/icon-paths';
import button from '@/components/buttons/button.module.css';
import styles from './error-screen.module.css';

export interface ErrorScreenTexts {
  /** The browser tab's title: the failed page's metadata is gone. */
  documentTitle: string;
  title: string;
  text: string;
  retry: string;
  home: string;
  /** The error's digest as a reference to quote to support; absent when the error has none. */
  reference?: string;
}

/**
 * The page that replaces a failed one: what happened, a retry and a way home. The home link is a plain
 * anchor so it also works when the app's router is what failed. Plain elements: Next ships the error
 * page with every page, so MUI here would weigh on all of them (decision 0021).
 */
export function ErrorScreen({ texts, onRetry }: { texts: ErrorScreenTexts; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.screen}>
      <title>{texts.documentTitle}</title>
      <meta name="robots" content="noindex" />
      <InlineIcon path={iconError} className={styles.icon} />
      <h1 className={styles.title}>{texts.title}</h1>
      <p className={styles.text}>{texts.text}</p>
      <div className={styles.actions}>
        <button type="button" onClick={onRetry} className={`${button.button} ${button.contained}`}>
          {texts.retry}
        </button>
        <a href="/" className={`${button.button} ${button.outlined}`}>
          {texts.home}
        </a>
      </div>
      {texts.reference && <p className={styles.reference}>{texts.reference}</p>}
    </div>
  );
}

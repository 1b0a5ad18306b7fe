'use client';
import { createTranslator } from 'next-intl';
import type { Lang } from '@kraam/shared/lang';
import { LogoMark } from '@/components/brand/logo-mark';
import { errorPageMessages } from '@/i18n/error-page-messages';
import { errorDigest } from './error-digest';
import { ErrorScreen } from './error-screen';
import styles from './global-error-content.module.css';

interface GlobalErrorContentProps {
  lang: Lang;
  error: unknown;
  retry: () => void;
}

/** What global-error shows inside its own document: the logo and the error screen, in static CSS. */
export function GlobalErrorContent({ lang, error, retry }: GlobalErrorContentProps) {
  const t = createTranslator({ locale: lang, messages: errorPageMessages(lang), namespace: 'errorPage' });
  const digest = errorDigest(error);
  return (
    <>
      <header className={styles.header}>
        <LogoMark size={32} aria-hidden />
      </header>
      <main>
        <ErrorScreen
          onRetry={retry}
          texts={{
            documentTitle: t('documentTitle'),
            title: t('title'),
            text: t('text'),
            retry: t('retry'),
            home: t('home'),
            ...(digest && { reference: t('reference', { digest }) }),
          }}
        />
      </main>
    </>
  );
}

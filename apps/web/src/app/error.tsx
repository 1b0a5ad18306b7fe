'use client';
import { useTranslations } from 'next-intl';
import { errorDigest } from '@/components/error/error-digest';
import { ErrorScreen } from '@/components/error/error-screen';

/** A page or nested layout that threw: shown inside the site's shell, in the visitor's language. */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('errorPage');
  const digest = errorDigest(error);
  return (
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
  );
}

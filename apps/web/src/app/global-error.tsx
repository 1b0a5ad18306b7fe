'use client';
import { GlobalErrorContent } from '@/components/error/global-error-content';
import { useCookieLanguage } from '@/i18n/cookie-language';
import { roboto } from '@/theme/roboto';

/**
 * The root layout itself failed: this replaces it, so it brings its own document, theme and texts
 * (none of the app's providers run).
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const lang = useCookieLanguage();
  return (
    <html lang={lang} className={roboto.variable}>
      <body>
        <GlobalErrorContent lang={lang} error={error} retry={retry} />
      </body>
    </html>
  );
}

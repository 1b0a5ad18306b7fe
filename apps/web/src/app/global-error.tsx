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
      <head>
        {/* The theme's variables (app/theme.css), served rather than computed here: the theme's code stays
            out of the browser. */}
        <link rel="stylesheet" href="/theme.css" />
      </head>
      <body style={{ margin: 0, background: 'var(--kraam-paper)', font: 'var(--kraam-font-body1)' }}>
        <GlobalErrorContent lang={lang} error={error} retry={retry} />
      </body>
    </html>
  );
}

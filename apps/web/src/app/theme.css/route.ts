import { themeVariablesCss } from '@/theme/theme-variables';

// Rendered once at build: the variables come from the theme, which global-error (a client component, in
// every page's first load) must not compute in the browser (decision 0021).
export const dynamic = 'force-static';

/** The theme's CSS variables as a stylesheet, for global-error's own document. */
export function GET(): Response {
  return new Response(themeVariablesCss(), {
    headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}

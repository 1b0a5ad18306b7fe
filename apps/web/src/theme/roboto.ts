import localFont from 'next/font/local';

// Self-hosted Roboto (next/font/google needs network at build time, STACK-NOTES). The variable font is one
// 42 KB file for every weight: the three static weights the site uses were three files and 66 KB, each a
// request on the first page of every visit.
export const roboto = localFont({
  src: '../../../../node_modules/@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Helvetica Neue', 'Arial', 'sans-serif'],
  variable: '--font-roboto',
});

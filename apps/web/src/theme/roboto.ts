import localFont from 'next/font/local';

// Self-hosted Roboto (next/font/google needs network at build time, STACK-NOTES).
export const roboto = localFont({
  src: [
    {
      path: '../../../../node_modules/@fontsource/roboto/files/roboto-latin-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../../../../node_modules/@fontsource/roboto/files/roboto-latin-500-normal.woff2',
      weight: '500',
    },
    {
      path: '../../../../node_modules/@fontsource/roboto/files/roboto-latin-700-normal.woff2',
      weight: '700',
    },
  ],
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Helvetica Neue', 'Arial', 'sans-serif'],
  variable: '--font-roboto',
});

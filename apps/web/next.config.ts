import { createRequire } from 'node:module';
import { relative } from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { IMAGE_DEVICE_WIDTHS, IMAGE_QUALITY, IMAGE_SIZES } from '@kraam/shared/constants';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

// The messages are precompiled (src/i18n/messages.ts, decision 0022): use-intl formats them without ICU's
// parser. Turbopack wants the alias relative and starting with `.` (as next-intl's own precompile sets it).
const formatOnly = relative(
  process.cwd(),
  createRequire(import.meta.url).resolve('use-intl/format-message/format-only'),
).replaceAll('\\', '/');

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

const nextConfig: NextConfig = {
  // A second build folder lets two development servers of this app run side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // next dev serves its own resources to localhost only; the site opened at 127.0.0.1 must work too.
  allowedDevOrigins: ['127.0.0.1', '[::1]'],
  reactStrictMode: true,
  transpilePackages: ['@kraam/shared'],
  // `npm test` type-checks this app (and lint runs there too); a build checking it again only costs time.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // A first load in 9 files instead of 13: each cost a round trip of a phone's connection (decision 0024).
    turbopackChunking: { minChunkSize: 200_000, maxChunkCountPerGroup: 6 },
  },
  turbopack: {
    resolveAlias: {
      'use-intl/format-message': formatOnly.startsWith('.') ? formatOnly : `./${formatOnly}`,
    },
  },
  images: {
    // Images come from the API's resizer (`/public/downloadFileById/{id}?w=&q=`), not from Next's optimizer.
    loader: 'custom',
    loaderFile: './src/components/image/image-loader.ts',
    deviceSizes: [...IMAGE_DEVICE_WIDTHS],
    imageSizes: [...IMAGE_SIZES],
    qualities: [IMAGE_QUALITY],
  },
  headers() {
    return Promise.resolve([{ source: '/:path*', headers: securityHeaders }]);
  },
};

export default withNextIntl(nextConfig);

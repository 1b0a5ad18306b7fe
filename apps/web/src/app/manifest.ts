import type { MetadataRoute } from 'next';
import { PRIMARY_COLOR } from '@kraam/shared';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Kraam',
    short_name: 'Kraam',
    description: 'Tweedehands kopen en verkopen, dichtbij huis',
    start_url: '/',
    display: 'standalone',
    background_color: '#FFFFFF',
    theme_color: PRIMARY_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}

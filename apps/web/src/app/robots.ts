import type { MetadataRoute } from 'next';
import { config } from '@/config';

// The sitemap's address comes from the runtime configuration, not from the build.
export const dynamic = 'force-dynamic';

/** Everything public may be crawled; accounts, forms and the signed-in area not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/dashboard',
        '/newAds',
        '/login',
        '/signUp',
        '/register',
        '/forgetpassword',
        '/resetpasswrod',
        '/mybooth',
        '/admin',
        '/statement',
      ],
    },
    sitemap: `${config.publicWebUrl}/sitemap.xml`,
  };
}

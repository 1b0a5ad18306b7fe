import { originAliases } from '@kraam/shared';
import { config } from '@/config';

/** The site's origin, on every loopback name when it is a local one (http://127.0.0.1:3000 too). */
const SITE_ORIGINS = originAliases(config.publicWebUrl);

/**
 * Whether a state-changing request comes from this site's own pages: browsers send Origin on every POST
 * and Sec-Fetch-Site when they know it. A second line behind SameSite=Strict, for browsers or proxies
 * that lose it.
 */
export function isSameSiteRequest(request: Request, siteOrigins: readonly string[] = SITE_ORIGINS): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return false;
  const origin = request.headers.get('origin');
  return origin !== null && siteOrigins.includes(origin);
}

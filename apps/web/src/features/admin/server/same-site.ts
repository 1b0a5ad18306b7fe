import { config } from '@/config';

const SITE_ORIGIN = new URL(config.publicWebUrl).origin;

/**
 * Whether a state-changing request comes from this site's own pages: browsers send Origin on every POST
 * and Sec-Fetch-Site when they know it. A second line behind SameSite=Strict, for browsers or proxies
 * that lose it.
 */
export function isSameSiteRequest(request: Request, siteOrigin: string = SITE_ORIGIN): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return false;
  return request.headers.get('origin') === siteOrigin;
}

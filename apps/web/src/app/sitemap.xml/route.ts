import { config } from '@/config';
import { sectionFile, sitemapSection } from '@/features/browse/seo/sitemap-sections';
import { sitemapIndexXml, urlsetXml, xmlResponse } from '@/features/browse/seo/sitemap-xml';
import { pageEntries } from '../sitemaps/page-entries';

// A route handler rather than the sitemap.ts metadata file: that cannot answer a sitemap index at
// /sitemap.xml, which a site with more than one page of ads needs.
export const dynamic = 'force-dynamic';

/** One sitemap while everything fits in one page per kind; beyond that an index of the sections. */
export async function GET(): Promise<Response> {
  const origin = config.publicWebUrl;
  const [booths, ads] = await Promise.all([
    sitemapSection(origin, 'booths', 0),
    sitemapSection(origin, 'ads', 0),
  ]);
  if (booths.pages === 1 && ads.pages === 1) {
    return xmlResponse(urlsetXml([...(await pageEntries(origin)), ...booths.entries, ...ads.entries]));
  }
  const files = [
    sectionFile('pages'),
    ...Array.from({ length: booths.pages }, (_, page) => sectionFile('booths', page)),
    ...Array.from({ length: ads.pages }, (_, page) => sectionFile('ads', page)),
  ];
  return xmlResponse(sitemapIndexXml(files.map((file) => ({ loc: `${origin}/sitemaps/${file}` }))));
}

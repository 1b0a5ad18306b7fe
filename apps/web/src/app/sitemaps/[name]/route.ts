import { notFound } from 'next/navigation';
import { config } from '@/config';
import { parseSectionFile, sitemapSection } from '@/features/browse/seo/sitemap-sections';
import { urlsetXml, xmlResponse } from '@/features/browse/seo/sitemap-xml';
import { pageEntries } from '../page-entries';

export const dynamic = 'force-dynamic';

/** One section of the sitemap index: `pages.xml` (home and categories), `booths-N.xml`, `ads-N.xml`. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ name: string }> },
): Promise<Response> {
  const section = parseSectionFile((await params).name);
  if (!section) notFound();
  const origin = config.publicWebUrl;
  if (section.kind === 'pages') return xmlResponse(urlsetXml(await pageEntries(origin)));
  const { entries, pages } = await sitemapSection(origin, section.kind, section.page);
  if (section.page >= pages) notFound();
  return xmlResponse(urlsetXml(entries));
}

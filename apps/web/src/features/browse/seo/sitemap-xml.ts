/** One address in a sitemap or a sitemap index. */
export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

const escapeXml = (value: string): string =>
  value.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );

const entryXml = (tag: 'url' | 'sitemap', entry: SitemapEntry): string =>
  `<${tag}><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''}</${tag}>`;

/** A sitemap (sitemaps.org 0.9) listing pages. */
export function urlsetXml(entries: SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
    .map((entry) => entryXml('url', entry))
    .join('\n')}\n</urlset>\n`;
}

/** A sitemap index listing sitemaps, for when the site outgrows one file. */
export function sitemapIndexXml(entries: SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
    .map((entry) => entryXml('sitemap', entry))
    .join('\n')}\n</sitemapindex>\n`;
}

export const xmlResponse = (body: string): Response =>
  new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });

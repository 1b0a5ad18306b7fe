import { SITEMAP_MAX_PAGE } from '@kraam/shared';
import { getSitemapPage, type SitemapKind } from '../api/sitemap-calls';
import { serverBrowseContext } from '../api/server-context';
import type { SitemapEntry } from './sitemap-xml';

const PATHS: Record<SitemapKind, (id: number) => string> = {
  booths: (id) => `/booth/${id}`,
  ads: (id) => `/ads/${id}`,
};

/** A page of booths or ads as sitemap entries, with the number of pages of that kind. */
export async function sitemapSection(
  origin: string,
  kind: SitemapKind,
  page: number,
): Promise<{ entries: SitemapEntry[]; pages: number }> {
  const { entries, pages } = await getSitemapPage(await serverBrowseContext(), kind, page);
  return {
    entries: entries.map((entry) => ({ loc: `${origin}${PATHS[kind](entry.id)}`, lastmod: entry.updatedAt })),
    pages,
  };
}

/** The file name of one section in the sitemap index: `ads-3.xml`, or `pages.xml` for home and categories. */
export const sectionFile = (kind: SitemapKind | 'pages', page = 0): string =>
  kind === 'pages' ? 'pages.xml' : `${kind}-${page}.xml`;

export function parseSectionFile(name: string): { kind: SitemapKind | 'pages'; page: number } | null {
  if (name === 'pages.xml') return { kind: 'pages', page: 0 };
  const match = /^(booths|ads)-(\d{1,6})\.xml$/.exec(name);
  const page = Number(match?.[2]);
  // No page starts beyond the largest id; the API refuses one, so it is no file of the sitemap.
  return match && page <= SITEMAP_MAX_PAGE ? { kind: match[1] as SitemapKind, page } : null;
}

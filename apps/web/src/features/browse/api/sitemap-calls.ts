import { API_PATHS, type SitemapPage } from '@kraam/shared';
import { fetchData } from '@/lib/api/fetch-data';
import type { BrowseContext } from './browse-calls';

export type SitemapKind = 'booths' | 'ads';

/** One page of booth or active-ad ids with their change times, and how many pages there are. */
export const getSitemapPage = (ctx: BrowseContext, kind: SitemapKind, page: number) =>
  fetchData<SitemapPage>(ctx.apiBase, API_PATHS.sitemap, { lang: ctx.lang, query: { kind, page } });

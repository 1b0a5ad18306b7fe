import { z } from 'zod';
import { API_PATHS, sitemapEntrySchema } from '@kraam/shared';
import { fetchData } from '@/lib/api/fetch-data';
import type { BrowseContext } from './browse-calls';

export type SitemapKind = 'booths' | 'ads';

const pageSchema = z.object({ entries: z.array(sitemapEntrySchema), pages: z.number().int() });

/** One page of booth or active-ad ids with their change times, and how many pages there are. */
export const getSitemapPage = (ctx: BrowseContext, kind: SitemapKind, page: number) =>
  fetchData(ctx.apiBase, API_PATHS.sitemap, pageSchema, { lang: ctx.lang, query: { kind, page } });

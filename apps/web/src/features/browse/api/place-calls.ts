import { z } from 'zod';
import { API_PATHS, provinceSchema } from '@kraam/shared';
import { fetchData } from '@/lib/api/fetch-data';
import type { BrowseContext } from './browse-calls';

/** The provinces to filter by (the seeded country is the Netherlands). */
export const getProvinces = (ctx: BrowseContext) =>
  fetchData(ctx.apiBase, API_PATHS.provinces, z.array(provinceSchema), {
    lang: ctx.lang,
    signal: ctx.signal,
  });

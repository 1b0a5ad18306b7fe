import { getLocale } from 'next-intl/server';
import { config } from '@/config';
import type { BrowseContext } from './browse-calls';

/** Server-side calls go to the internal API host, in the language of the current request, as a guest. */
export async function serverBrowseContext(): Promise<BrowseContext> {
  return { apiBase: config.internalApiUrl, lang: await getLocale() };
}

import { getLocale } from 'next-intl/server';
import { config } from '@/config';
import { visitorAddressHeader } from '@/lib/api/visitor-address';
import type { BrowseContext } from './browse-calls';

/** Server-side calls go to the internal API host, in the language of the current request, as a guest. */
export async function serverBrowseContext(): Promise<BrowseContext> {
  return { apiBase: config.internalApiUrl, lang: await getLocale() };
}

/** The same for the lists the API limits per address (searches, feeds): on behalf of the visitor. */
export async function serverListContext(): Promise<BrowseContext> {
  return { ...(await serverBrowseContext()), headers: await visitorAddressHeader() };
}

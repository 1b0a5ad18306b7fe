import { getLocale } from 'next-intl/server';
import { config } from '@/config';
import { fetchData } from './fetch-data';

/** Server-side GET against the internal API host, in the language of the current request. */
export async function serverFetchData<T>(path: string): Promise<T> {
  return fetchData<T>(config.internalApiUrl, path, { lang: await getLocale() });
}

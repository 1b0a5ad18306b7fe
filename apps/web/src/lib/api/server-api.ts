import type { z } from 'zod';
import { getLocale } from 'next-intl/server';
import { config } from '@/config';
import { fetchData } from './fetch-data';

/** Server-side GET against the internal API host, in the language of the current request. */
export async function serverFetchData<T extends z.ZodType>(path: string, schema: T): Promise<z.infer<T>> {
  return fetchData(config.internalApiUrl, path, schema, { lang: await getLocale() });
}

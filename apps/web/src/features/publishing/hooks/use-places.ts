'use client';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { API_PATHS, countrySchema, provinceSchema, type Country, type Province } from '@kraam/shared';
import { useSellerCall } from '@/lib/api/seller-call';
import { fetchData } from '@/lib/api/fetch-data';

/** A place list; `query` is a query string ('' for none, null to load nothing), so it compares by value. */
function useList<T>(path: string, schema: z.ZodType<T[]>, query: string | null): T[] {
  const call = useSellerCall();
  const [state, setState] = useState<{ for: string; items: T[] } | null>(null);
  const key = query === null ? null : `${path}?${query}:${call.lang}`;
  useEffect(() => {
    if (key === null || query === null) return;
    const controller = new AbortController();
    fetchData(call.apiBase, path, schema, {
      lang: call.lang,
      query: Object.fromEntries(new URLSearchParams(query)),
      signal: controller.signal,
    })
      .then((items) => setState({ for: key, items }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [call, path, schema, key, query]);
  return state?.for === key ? state.items : [];
}

const countries = z.array(countrySchema);
const provinces = z.array(provinceSchema);

/** Countries for the location step and the phone country codes. */
export const useCountries = (): Country[] => useList(API_PATHS.countries, countries, '');

export const useProvinces = (countryId: number | null): Province[] =>
  useList(API_PATHS.provinces, provinces, countryId === null ? null : `countryId=${countryId}`);

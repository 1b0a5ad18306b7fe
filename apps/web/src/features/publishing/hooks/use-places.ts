'use client';
import { useQuery } from '@tanstack/react-query';
import { API_PATHS, countryListSchema, provinceListSchema, type Country, type Province } from '@kraam/shared';
import { useApiBase } from '@/lib/api/api-base-context';
import { useSellerCall } from '@/lib/api/seller-call';
import { apiQuery } from '@/lib/query/api-query';

/** Place lists change with a deploy, not while someone fills in a form. */
const PLACES_STALE_MS = 60 * 60 * 1000;

const NO_COUNTRIES: Country[] = [];
const NO_PROVINCES: Province[] = [];

interface PlaceList<T> {
  items: T[];
  error: unknown;
}

/** Countries for the location step and the phone country codes. */
export function useCountries(): PlaceList<Country> {
  const apiBase = useApiBase();
  const { lang } = useSellerCall();
  const query = useQuery({
    ...apiQuery({ apiBase, path: API_PATHS.countries, schema: countryListSchema, lang }),
    staleTime: PLACES_STALE_MS,
  });
  return { items: query.data ?? NO_COUNTRIES, error: query.error };
}

export function useProvinces(countryId: number | null): PlaceList<Province> {
  const apiBase = useApiBase();
  const { lang } = useSellerCall();
  const query = useQuery({
    ...apiQuery({
      apiBase,
      path: API_PATHS.provinces,
      schema: provinceListSchema,
      lang,
      params: { countryId: countryId ?? 0 },
    }),
    staleTime: PLACES_STALE_MS,
    enabled: countryId !== null,
  });
  return { items: query.data ?? NO_PROVINCES, error: query.error };
}

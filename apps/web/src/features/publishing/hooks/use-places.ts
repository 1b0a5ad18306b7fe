'use client';
import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type Country, type Province } from '@kraam/shared';
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
  /** Still asking (never true for a list not asked for). */
  pending: boolean;
}

/** Countries for the location step and the phone country codes. */
export function useCountries(): PlaceList<Country> {
  const apiBase = useApiBase();
  const { lang } = useSellerCall();
  const query = useQuery({
    ...apiQuery<Country[]>({ apiBase, path: API_PATHS.countries, lang }),
    staleTime: PLACES_STALE_MS,
  });
  return { items: query.data ?? NO_COUNTRIES, error: query.error, pending: query.isPending };
}

export function useProvinces(countryId: number | null): PlaceList<Province> {
  const apiBase = useApiBase();
  const { lang } = useSellerCall();
  const query = useQuery({
    ...apiQuery<Province[]>({
      apiBase,
      path: API_PATHS.provinces,
      lang,
      params: { countryId: countryId ?? 0 },
    }),
    staleTime: PLACES_STALE_MS,
    enabled: countryId !== null,
  });
  return { items: query.data ?? NO_PROVINCES, error: query.error, pending: query.isLoading };
}

'use client';
import { useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  CITY_SEARCH_MIN_LETTERS,
  countLetters,
  type City,
  type Province,
  type UserDetails,
} from '@kraam/shared';
import { ownBoothQuery } from '@/lib/api/own-booth';
import { useSellerCall } from '@/lib/api/seller-call';
import { apiQuery } from '@/lib/query/api-query';
import { useViewer } from '@/lib/session/viewer-context';
import type { AdPrefill } from '../ad-prefill';

/** Place lists change with a deploy, not while someone fills in a form. */
const PLACES_STALE_MS = 60 * 60 * 1000;

/**
 * What a new ad starts from: the own booth (shared with useHasBooth), the account's details (the same
 * query as the dashboard's, by key) and the booth city's province. Null until every answer is in; a
 * failed read just prefills less.
 */
export function useAdPrefill(): AdPrefill | null {
  const call = useSellerCall();
  const { userId } = useViewer();
  const booth = useQuery(ownBoothQuery(call, userId));
  const details = useQuery(
    apiQuery<UserDetails>({
      apiBase: call.apiBase,
      path: API_PATHS.userGet,
      lang: call.lang,
      token: call.token,
      viewer: userId,
    }),
  );
  const cityName = booth.data?.cityName ?? '';
  const hasCity = Boolean(booth.data?.cityId) && countLetters(cityName) >= CITY_SEARCH_MIN_LETTERS;
  // The booth knows its city by id and name only; the list search answers its province and centre.
  const cities = useQuery({
    ...apiQuery<City[]>({
      apiBase: call.apiBase,
      path: API_PATHS.cities,
      lang: call.lang,
      params: { search: cityName.trim(), limit: 100 },
    }),
    staleTime: PLACES_STALE_MS,
    enabled: hasCity,
  });
  const provinces = useQuery({
    ...apiQuery<Province[]>({
      apiBase: call.apiBase,
      path: API_PATHS.provinces,
      lang: call.lang,
    }),
    staleTime: PLACES_STALE_MS,
    enabled: hasCity,
  });

  if (booth.isPending || details.isPending) return null;
  if (hasCity && (cities.isPending || provinces.isPending)) return null;
  const city = cities.data?.find((candidate) => candidate.id === booth.data?.cityId) ?? null;
  return {
    booth: booth.data ?? null,
    city,
    province: provinces.data?.find((candidate) => candidate.id === city?.provinceId) ?? null,
    phone: details.data?.phone ?? null,
  };
}

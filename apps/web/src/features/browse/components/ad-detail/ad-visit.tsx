'use client';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@kraam/shared';
import { useFavorites } from '@/components/ads/favorites/use-favorites';
import { apiKey } from '@/lib/query/query-keys';
import { useViewer } from '@/lib/session/viewer-context';
import { getAdDetail, sendAdView } from '../../api/browse-calls';
import { useBrowseContext } from '../../hooks/use-browse-context';

/**
 * Runs in the browser once the ad page is shown: sends the view beacon, once per page view (an effect
 * never runs during a prefetch or a server render, so those count nothing), as the signed-in visitor
 * when there is one. The page is rendered on the server as a guest, so a signed-in visitor's browser
 * also asks whether the ad is a favourite (under the viewer's key; a heart toggle invalidates it).
 */
export function AdVisit({ adId }: { adId: number }) {
  const ctx = useBrowseContext();
  const { userId } = useViewer();
  const { remember } = useFavorites();
  // Kept across re-renders and React's development double effects, so one page view sends one beacon.
  const beaconSentFor = useRef<number | null>(null);

  useEffect(() => {
    // Wait for the stored session, so a signed-in visit is sent with its token.
    if (!ctx.known || beaconSentFor.current === adId) return;
    beaconSentFor.current = adId;
    sendAdView(ctx, adId);
  }, [ctx, adId]);

  // Only the heart depends on it; the page itself is already complete, so a failure changes nothing.
  const { data: liked } = useQuery({
    queryKey: apiKey(API_PATHS.adDetail, { lang: ctx.lang, viewer: userId, params: { id: adId } }),
    queryFn: ({ signal }) => getAdDetail({ ...ctx, signal }, adId),
    enabled: ctx.token !== null,
    select: (ad) => ad.isFavorite,
  });
  // The hearts' list changes when told, which must not tell it again.
  const tellHearts = useEffectEvent((value: boolean) => remember(adId, value));
  useEffect(() => {
    if (liked !== undefined) tellHearts(liked);
  }, [liked]);
  return null;
}

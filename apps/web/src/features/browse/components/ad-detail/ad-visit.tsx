'use client';
import { useEffect, useRef } from 'react';
import { useFavorites } from '@/components/ads/favorites/favorites-context';
import { getAdDetail, sendAdView } from '../../api/browse-calls';
import { useBrowseContext } from '../../hooks/use-browse-context';

/**
 * Runs in the browser once the ad page is shown: sends the view beacon, once per page view (an effect
 * never runs during a prefetch or a server render, so those count nothing), as the signed-in visitor
 * when there is one. The page is rendered on the server as a guest, so a signed-in visitor's browser
 * also asks whether the ad is a favourite.
 */
export function AdVisit({ adId }: { adId: number }) {
  const ctx = useBrowseContext();
  const { remember } = useFavorites();
  // Kept across re-renders and React's development double effects, so one page view sends one beacon.
  const beaconSentFor = useRef<number | null>(null);

  useEffect(() => {
    // Wait for the stored session, so a signed-in visit is sent with its token.
    if (!ctx.known || beaconSentFor.current === adId) return;
    beaconSentFor.current = adId;
    sendAdView(ctx, adId);
  }, [ctx, adId]);

  useEffect(() => {
    if (!ctx.token) return;
    const controller = new AbortController();
    getAdDetail({ ...ctx, signal: controller.signal }, adId)
      .then((ad) => remember(adId, ad.isFavorite))
      // Only the heart depends on it; the page itself is already complete.
      .catch(() => undefined);
    return () => controller.abort();
  }, [ctx, adId, remember]);
  return null;
}

'use client';
import { useEffect } from 'react';
import { useFavorites } from '@/components/ads/favorites/favorites-context';
import { getAdDetail } from '../../api/browse-calls';
import { useBrowseContext } from '../../hooks/use-browse-context';

/**
 * The page is rendered on the server as a guest. For a signed-in visitor the browser asks once more with
 * the token, without counting the view twice: the API records the visit in their recently viewed list and
 * says whether it is a favourite.
 */
export function AdVisit({ adId }: { adId: number }) {
  const ctx = useBrowseContext();
  const { remember } = useFavorites();
  useEffect(() => {
    if (!ctx.token) return;
    const controller = new AbortController();
    getAdDetail({ ...ctx, signal: controller.signal }, adId, { countView: false })
      .then((ad) => remember(adId, ad.isFavorite))
      // Only the visit list and the heart depend on it; the page itself is already complete.
      .catch(() => undefined);
    return () => controller.abort();
  }, [ctx, adId, remember]);
  return null;
}

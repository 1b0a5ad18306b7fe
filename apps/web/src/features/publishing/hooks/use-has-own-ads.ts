'use client';
import type { OwnAdTab } from '@kraam/shared';
import { useOwnAds } from './use-own-ads';

/**
 * Whether the seller has any ad at all, asked only while `tab` shows none: every own ad is either
 * live or expired/offline, so those two tabs (shared with their own query cache) tell.
 * null while it is not known yet.
 */
export function useHasOwnAds(tab: OwnAdTab, tabEmpty: boolean): boolean | null {
  const published = useOwnAds('published', { enabled: tabEmpty && tab !== 'published' });
  const expired = useOwnAds('expired', { enabled: tabEmpty && tab !== 'expired' });
  if (!tabEmpty) return true;
  const others = [tab !== 'published' && published, tab !== 'expired' && expired].filter(
    (state) => state !== false,
  );
  if (others.some((state) => state.ads.length > 0)) return true;
  if (others.some((state) => state.loading || state.error)) return null;
  return false;
}

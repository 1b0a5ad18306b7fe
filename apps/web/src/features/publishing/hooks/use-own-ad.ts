'use client';
import { useQuery } from '@tanstack/react-query';
import { useSellerCall } from '@/lib/api/seller-call';
import { useViewer } from '@/lib/session/viewer-context';
import { getOwnAd } from '../api/ad-calls';
import { ownAdKey } from '../api/ad-reads';

/** One own ad as the edit form starts from it; `enabled` false when a stored draft is resumed instead. */
export function useOwnAd(id: number | null, enabled: boolean) {
  const call = useSellerCall();
  const { userId } = useViewer();
  return useQuery({
    queryKey: ownAdKey(call.lang, userId, id ?? 0),
    queryFn: ({ signal }) => getOwnAd(call, id ?? 0, signal),
    enabled: enabled && id !== null,
  });
}

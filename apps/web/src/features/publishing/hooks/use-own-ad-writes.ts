'use client';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MultiEditBody } from '@kraam/shared';
import { useSellerCall } from '@/lib/api/seller-call';
import { deleteAd, multiEdit, promoteAd } from '../api/ad-calls';
import { invalidateAdReads } from '../api/ad-reads';

const OWN_AD_WRITE = ['own-ad-write'];

/**
 * What My ads does to ads: bulk actions, delete and promote. Each settles once every ad list on screen
 * has reloaded, so the rows never show the state from before the change.
 */
export function useOwnAdWrites() {
  const call = useSellerCall();
  const queryClient = useQueryClient();
  const onSuccess = () => invalidateAdReads(queryClient);
  const bulk = useMutation({
    mutationKey: OWN_AD_WRITE,
    mutationFn: (body: MultiEditBody) => multiEdit(call, body),
    onSuccess,
  });
  const remove = useMutation({
    mutationKey: OWN_AD_WRITE,
    // One ad has its own endpoint; more go in one MultiEdit.
    mutationFn: async (ids: number[]) =>
      ids.length === 1 && ids[0] !== undefined
        ? (await deleteAd(call, ids[0])).message
        : (await multiEdit(call, { advertisementIds: ids, action: 'delete' })).message,
    onSuccess,
  });
  const promote = useMutation({
    mutationKey: OWN_AD_WRITE,
    mutationFn: (id: number) => promoteAd(call, id, 'demo'),
    onSuccess,
  });
  const busy = useIsMutating({ mutationKey: OWN_AD_WRITE }) > 0;
  return { bulk, remove, promote, busy };
}

'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdEditBody, AdInsertInput } from '@kraam/shared/ad-body';
import { useSellerCall } from '@/lib/api/seller-call';
import { editAd, insertAd } from '../api/ad-calls';
import { invalidateAdReads } from '../api/ad-reads';

export type AdWrite = { kind: 'insert'; body: AdInsertInput } | { kind: 'edit'; body: AdEditBody };

/** Publishes a new ad or saves an edited one; every list that shows ads is stale afterwards. */
export function usePublishAd() {
  const call = useSellerCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: AdWrite) =>
      write.kind === 'insert' ? insertAd(call, write.body) : editAd(call, write.body),
    onSuccess: () => invalidateAdReads(queryClient),
  });
}

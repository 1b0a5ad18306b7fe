'use client';
import { useQuery } from '@tanstack/react-query';
import { ownBoothQuery } from '@/lib/api/own-booth';
import { useSellerCall } from '@/lib/api/seller-call';
import { useViewer } from '@/lib/session/viewer-context';

/** Null while asking; a failed question counts as "has one": the server decides on publish (409 NO_BOOTH). */
export function useHasBooth(): boolean | null {
  const call = useSellerCall();
  const { userId } = useViewer();
  const query = useQuery({ ...ownBoothQuery(call, userId), select: (booth) => booth !== null });
  if (query.isError) return true;
  return query.data ?? null;
}

'use client';
import { useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HUB_BID_CLOSED_METHOD, HUB_BID_PLACED_METHOD, type BidBoard } from '@kraam/shared';
import { listenToHub, listenToHubStarts } from '@/lib/hub/hub-pushes';
import { bidBoardQuery } from '../api/bid-calls';
import { useApiContext } from '@/lib/api/use-api-context';

/**
 * Whoever has no stake in the ad (a guest, a visitor who has not bid) gets no hub push for it: their board
 * is read again this often while the page is open (decision 0046).
 */
const BOARD_REFRESH_MS = 20_000;

const pushedAd = (payload: unknown): number | null =>
  typeof payload === 'object' && payload !== null && 'advertisementId' in payload
    ? Number(payload.advertisementId)
    : null;

/**
 * The ad's bid board: read once the session is known, read again on every BidPlaced/BidClosed push for this
 * ad (the seller and every bidder get those), after the hub reconnects, and every BOARD_REFRESH_MS.
 */
export function useBidBoard(advertisementId: number): {
  board: BidBoard | undefined;
  failed: boolean;
  refresh: () => void;
} {
  const ctx = useApiContext();
  const client = useQueryClient();
  const options = useMemo(() => bidBoardQuery(ctx, advertisementId), [ctx, advertisementId]);
  const query = useQuery({ ...options, enabled: ctx.known, refetchInterval: BOARD_REFRESH_MS });
  const { queryKey } = options;

  useEffect(() => {
    const refresh = (payload: unknown) => {
      if (pushedAd(payload) === advertisementId) void client.invalidateQueries({ queryKey });
    };
    const offs = [
      listenToHub(HUB_BID_PLACED_METHOD, refresh),
      listenToHub(HUB_BID_CLOSED_METHOD, refresh),
      listenToHubStarts(() => void client.invalidateQueries({ queryKey })),
    ];
    return () => offs.forEach((off) => off());
  }, [client, advertisementId, queryKey]);

  return {
    board: query.data,
    failed: query.isError && query.data === undefined,
    refresh: () => void client.invalidateQueries({ queryKey }),
  };
}

'use client';
import { useEffect, useState } from 'react';
import type { Booth } from '@kraam/shared';
import { useSellerCall } from '@/lib/api/seller-call';
import { getOwnBooth } from '@/lib/api/own-booth';

export type OwnBoothState =
  { status: 'loading' } | { status: 'loaded'; booth: Booth | null } | { status: 'failed'; error: unknown };

/** The signed-in user's booth: null once loaded means there is none yet. */
export function useOwnBooth(): OwnBoothState {
  const call = useSellerCall();
  const [state, setState] = useState<OwnBoothState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getOwnBooth(call, controller.signal)
      .then((booth) => setState({ status: 'loaded', booth }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', error });
      });
    return () => controller.abort();
  }, [call]);
  return state;
}

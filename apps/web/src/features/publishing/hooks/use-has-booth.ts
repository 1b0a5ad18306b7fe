'use client';
import { useEffect, useState } from 'react';
import { useSellerCall } from '@/lib/api/seller-call';
import { hasBooth } from '../api/ad-calls';

/** Null while asking; a failed question counts as "has one" and the server decides on publish. */
export function useHasBooth(): boolean | null {
  const call = useSellerCall();
  const [answer, setAnswer] = useState<boolean | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    hasBooth(call, controller.signal)
      .then(setAnswer)
      .catch(() => {
        if (!controller.signal.aborted) setAnswer(true);
      });
    return () => controller.abort();
  }, [call]);
  return answer;
}

'use client';
import { useEffect, useRef } from 'react';
import type { AdPrefill } from '../ad-prefill';
import { useAdPrefill } from '../hooks/use-ad-prefill';

/**
 * Renders nothing: reads what a new ad starts from and hands it over once. A component of its own so
 * that the several answers redraw only this, not the whole form.
 */
export function AdPrefillLoader({ onReady }: { onReady: (prefill: AdPrefill) => void }) {
  const prefill = useAdPrefill();
  const handed = useRef(false);
  useEffect(() => {
    if (!prefill || handed.current) return;
    handed.current = true;
    onReady(prefill);
  }, [prefill, onReady]);
  return null;
}

'use client';
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { afterInteractive } from '@/lib/after-interactive';

const SiteToasts = dynamic(() => import('./site-toasts').then((module) => module.SiteToasts), {
  ssr: false,
});

/**
 * The toast container, loaded once the page is idle rather than with it: no page shows a toast while it
 * loads, and a toast asked for earlier waits in react-toastify's queue until the container is up
 * (decision 0021).
 */
export function DeferredSiteToasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => afterInteractive(() => setWanted(true)), []);
  return wanted ? <SiteToasts /> : null;
}

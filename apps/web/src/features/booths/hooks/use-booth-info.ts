'use client';
import { useViewerBooth } from '@/lib/session/use-own-booth-query';

/** What the header shows of the own booth (SPEC §3 booth info: logo, title). */
export interface BoothInfo {
  id: number;
  title: string;
  name: string;
  logoId: string | null;
}

/**
 * SPEC §4 booth info: null while it loads, without a booth, or when it failed (the header then shows the
 * default icon). Cleared with the session (logout empties the query cache), updated by a booth save.
 */
export function useBoothInfo(): { booth: BoothInfo | null } {
  const { data } = useViewerBooth();
  return {
    booth: data ? { id: data.id, title: data.title, name: data.name, logoId: data.logoId } : null,
  };
}

'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type Booth } from '@kraam/shared';
import { ownBoothQuery } from '@/lib/api/own-booth';
import { useSellerCall } from '@/lib/api/seller-call';
import { useViewer } from '@/lib/session/viewer-context';

/** The own booth read of a seller page: the same cache entry the header's booth link reads. */
function useOwnBoothOptions() {
  return ownBoothQuery(useSellerCall(), useViewer().userId);
}

/** The signed-in user's booth: null once loaded means there is none yet. */
export function useOwnBooth() {
  return useQuery(useOwnBoothOptions());
}

/** After a save: show the saved booth everywhere at once, then check every booth read against the server. */
export function useBoothSaved(): (booth: Booth) => void {
  const queryClient = useQueryClient();
  const { queryKey } = useOwnBoothOptions();
  return (booth) => {
    queryClient.setQueryData(queryKey, booth);
    void queryClient.invalidateQueries({ queryKey: [API_PATHS.boothGet] });
    void queryClient.invalidateQueries({ queryKey: [API_PATHS.publicBoothGet] });
  };
}

'use client';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import type { Lang } from '@kraam/shared';
import { errorMessage } from '@/lib/api/api-error';
import { getOwnBooth } from '@/lib/api/own-booth';
import { CLEARED, boothInfoStore, type BoothInfoState } from '../booth-info-store';

interface Session {
  apiBase: string;
  lang: Lang;
  token?: string | null;
}

export const boothInfoOwner = (session: { lang: Lang; token?: string | null }): string | null =>
  session.token ? `${session.token}:${session.lang}` : null;

/**
 * The own booth's logo and title for the header: loaded once per session and language, cleared when the
 * session ends (logout), updated by booth settings after a save.
 */
export function useBoothInfo(session: Session): BoothInfoState {
  const fallback = useTranslations('publish.booth')('loadFailed');
  const state = useSyncExternalStore(boothInfoStore.subscribe, boothInfoStore.getSnapshot, () => CLEARED);
  const owner = boothInfoOwner(session);
  const { apiBase, lang, token } = session;

  useEffect(() => {
    if (!owner || !token) {
      boothInfoStore.clear();
      return;
    }
    if (boothInfoStore.getSnapshot().owner === owner) return;
    boothInfoStore.request(owner);
    getOwnBooth({ apiBase, lang, token })
      .then((booth) =>
        boothInfoStore.success(
          owner,
          booth && { id: booth.id, title: booth.title, name: booth.name, logoId: booth.logoId },
        ),
      )
      .catch((error: unknown) => boothInfoStore.failure(owner, errorMessage(error, fallback)));
  }, [owner, apiBase, lang, token, fallback]);

  return state.owner === owner ? state : CLEARED;
}

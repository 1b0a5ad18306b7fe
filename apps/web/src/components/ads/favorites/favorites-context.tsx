'use client';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { toast } from 'react-toastify';
import { useApiBase } from '@/lib/api/api-base-context';
import { errorMessage } from '@/lib/api/api-error';
import { useViewer } from '@/lib/session/viewer-context';
import { loadLikedIds, toggleLike } from './like-calls';
import { loginHref } from '@/lib/login-href';

export interface Favorites {
  isLiked: (id: number) => boolean;
  /** Adds or removes the ad, with a toast; guests are sent to /login and come back here. */
  toggle: (id: number) => Promise<void>;
  /** What the ad page learned from the API about one ad. */
  remember: (id: number, liked: boolean) => void;
  /** Ask for the wish list once, when the first heart shows. */
  ensureLoaded: () => void;
  busy: (id: number) => boolean;
}

const FavoritesContext = createContext<Favorites | null>(null);

/** The hearts of every card and the ad page share this: one wish-list load, one toggle, one toast. */
export function FavoritesProvider({ children }: { children: ReactNode }) {
  const { token } = useViewer();
  const apiBase = useApiBase();
  const lang = useLocale();
  const t = useTranslations('adCard.favorite');
  // The loaded wish list and what changed since (toggles, the ad page), both for one token only.
  const [liked, setLiked] = useState<{ token: string | null; ids: ReadonlySet<number> }>({
    token: null,
    ids: new Set(),
  });
  const [changed, setChanged] = useState<{ token: string | null; ids: ReadonlyMap<number, boolean> }>({
    token: null,
    ids: new Map(),
  });
  const [wanted, setWanted] = useState(false);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    if (!token || !wanted || liked.token === token) return;
    const controller = new AbortController();
    loadLikedIds({ apiBase, lang, token }, controller.signal)
      .then((ids) => setLiked({ token, ids }))
      // The hearts stay empty; a toggle still works and tells the truth.
      .catch(() => undefined);
    return () => controller.abort();
  }, [token, wanted, liked.token, apiBase, lang]);

  const remember = useCallback(
    (id: number, value: boolean) =>
      setChanged((previous) => {
        const ids = new Map(previous.token === token ? previous.ids : []);
        ids.set(id, value);
        return { token, ids };
      }),
    [token],
  );

  const toggle = useCallback(
    async (id: number) => {
      if (!token) {
        window.location.assign(loginHref(window.location));
        return;
      }
      setPending((previous) => new Set(previous).add(id));
      try {
        const result = await toggleLike({ apiBase, lang, token }, id);
        remember(id, result.liked);
        toast.success(result.liked ? t('added') : t('removed'), { toastId: `favorite-${id}` });
      } catch (error) {
        toast.error(errorMessage(error, t('failed')), { toastId: `favorite-failed-${id}` });
      } finally {
        setPending((previous) => {
          const next = new Set(previous);
          next.delete(id);
          return next;
        });
      }
    },
    [token, apiBase, lang, remember, t],
  );

  const value = useMemo<Favorites>(
    () => ({
      isLiked: (id) => {
        if (token === null) return false;
        const known = changed.token === token ? changed.ids.get(id) : undefined;
        return known ?? (liked.token === token && liked.ids.has(id));
      },
      toggle,
      remember,
      ensureLoaded: () => setWanted(true),
      busy: (id) => pending.has(id),
    }),
    [liked, changed, token, toggle, remember, pending],
  );
  return <FavoritesContext value={value}>{children}</FavoritesContext>;
}

export function useFavorites(): Favorites {
  const value = useContext(FavoritesContext);
  if (!value) throw new Error('useFavorites needs a FavoritesProvider');
  return value;
}

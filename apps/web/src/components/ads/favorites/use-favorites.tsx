'use client';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import {
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { API_PATHS } from '@kraam/shared';
import { useApiBase } from '@/lib/api/api-base-context';
import { errorMessage } from '@/lib/api/api-error';
import { useViewerBooth } from '@/lib/session/use-own-booth-query';
import { useViewer } from '@/lib/session/viewer-context';
import { lazyToast } from '@/lib/toasts/lazy-toast';
import { loginHref } from '@/lib/login-href';
import { takeLoginIntent } from '@/lib/login-intent';
import { likedIdsKey, withLike } from './favorite-keys';
import { loadLikedIds, toggleLike } from './like-calls';

export interface Favorites {
  isLiked: (id: number) => boolean;
  /**
   * Adds or removes the ad at once (undone when the server refuses), with a toast; guests go to /login,
   * and the ad is saved when they come back.
   */
  toggle: (id: number) => void;
  /** What the ad page learned from the API about one ad. */
  remember: (id: number, liked: boolean) => void;
  busy: (id: number) => boolean;
  /** The ad is in the viewer's own booth: no heart, as the API refuses it. */
  isOwn: (boothId: number) => boolean;
}

/** Lists that show the wish list or an ad's favourite count; the hearts' own ids are set, not reloaded. */
function invalidateAfterToggle(queryClient: QueryClient, idsKey: readonly unknown[]) {
  void queryClient.invalidateQueries({
    queryKey: [API_PATHS.wishList],
    predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(idsKey),
  });
  void queryClient.invalidateQueries({ queryKey: [API_PATHS.adDetail] });
}

/** A toggle, or (`liked` set) a save or removal that stays one however often it is sent. */
interface LikeChange {
  id: number;
  liked?: boolean;
}

/**
 * The wish list as the hearts of every card and the ad page see it: one wish-list load per viewer in the
 * query cache, so a toggle anywhere shows everywhere. It loads once `wanted` (the first heart shows).
 * A guest who clicked a heart and logged in finds the ad saved on the page they return to.
 */
function useFavoritesState(wanted: boolean): Favorites {
  const { token, userId } = useViewer();
  const apiBase = useApiBase();
  const lang = useLocale();
  const t = useTranslations('adCard.favorite');
  const queryClient = useQueryClient();
  const idsKey = likedIdsKey(lang, userId);
  // The header's booth read, shared: no extra call.
  const ownBoothId = useViewerBooth().data?.id ?? null;

  const liked = useQuery({
    queryKey: idsKey,
    queryFn: ({ signal }) => loadLikedIds({ apiBase, lang, token: token ?? '' }, signal),
    enabled: token !== null && wanted,
  });
  const loadError = liked.isError ? liked.error : null;
  useEffect(() => {
    // One toast however many hearts show; a toggle still works and tells the truth.
    if (loadError)
      lazyToast('error', errorMessage(loadError, t('loadFailed')), { toastId: 'favorites-load-failed' });
  }, [loadError, t]);

  const mutation = useMutation({
    mutationKey: [API_PATHS.adLike],
    mutationFn: ({ id, liked }: LikeChange) => toggleLike({ apiBase, lang, token: token ?? '' }, id, liked),
    onMutate: async ({ id, liked }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const previous = queryClient.getQueryData<number[]>(idsKey);
      if (previous) queryClient.setQueryData(idsKey, withLike(previous, id, liked ?? !previous.includes(id)));
      return { previous };
    },
    onError: (error, { id }, context) => {
      if (context?.previous) queryClient.setQueryData(idsKey, context.previous);
      lazyToast('error', errorMessage(error, t('failed')), { toastId: `favorite-failed-${id}` });
    },
    onSuccess: (result, { id }) => {
      queryClient.setQueryData<number[]>(idsKey, (ids) => ids && withLike(ids, id, result.liked));
      lazyToast('success', result.liked ? t('added') : t('removed'), { toastId: `favorite-${id}` });
    },
    onSettled: () => {
      invalidateAfterToggle(queryClient, idsKey);
      // A toggle before the hearts had loaded stopped that load: ask again.
      if (!queryClient.getQueryData(idsKey)) void queryClient.invalidateQueries({ queryKey: idsKey });
    },
  });

  const pending = useMutationState({
    filters: { mutationKey: [API_PATHS.adLike], status: 'pending' },
    select: (entry) => (entry.state.variables as LikeChange).id,
  });

  const { mutate } = mutation;
  useEffect(() => {
    // Signed in after a heart sent the guest to log in: save, never toggle (a repeat changes nothing). It
    // may start while the login page is still leaving; the hearts show it wherever the guest lands.
    if (!token) return;
    const pending = takeLoginIntent('favorite');
    if (pending?.adId !== undefined) mutate({ id: pending.adId, liked: true });
  }, [token, mutate]);
  const ids = liked.data;
  return useMemo(() => {
    const key = likedIdsKey(lang, userId);
    return {
      isLiked: (id: number) => token !== null && (ids?.includes(id) ?? false),
      toggle: (id: number) => {
        if (!token) window.location.assign(loginHref(window.location, { intent: 'favorite', adId: id }));
        else mutate({ id });
      },
      remember: (id: number, value: boolean) =>
        queryClient.setQueryData<number[]>(key, (list) => (list ? withLike(list, id, value) : list)),
      busy: (id: number) => pending.includes(id),
      isOwn: (boothId: number) => token !== null && boothId === ownBoothId,
    };
  }, [token, ids, mutate, queryClient, lang, userId, pending, ownBoothId]);
}

const FavoritesContext = createContext<{ favorites: Favorites; want: () => void } | null>(null);

/**
 * Holds the favourites once for the whole page (the root providers): a page of cards used to subscribe
 * three query observers per heart (with a timer per card date, a quarter of the home page's script time
 * on a slowed phone).
 */
export function FavoritesProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  const favorites = useFavoritesState(wanted);
  const value = useMemo(() => ({ favorites, want }), [favorites, want]);
  return <FavoritesContext value={value}>{children}</FavoritesContext>;
}

/** The favourites of the FavoritesProvider above; the first caller starts the wish list's load. */
export function useFavorites(): Favorites {
  const context = useContext(FavoritesContext);
  if (!context) throw new Error('useFavorites is used outside a FavoritesProvider');
  const { favorites, want } = context;
  useEffect(want, [want]);
  return favorites;
}

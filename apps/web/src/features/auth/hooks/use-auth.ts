'use client';
import { useCallback, useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody } from '@kraam/shared';
import { useApiBase } from '@/lib/api/api-base-context';
import { errorMessage } from '@/lib/api/api-error';
import { login as loginCall, logoutCall, type CallContext } from '../api/accounts';
import { reloadHome } from '../navigation';
import { useSession, useSessionStore } from '@/lib/session/session-context';
import type { UserInfo } from '@/lib/session/user-info';

/** API host, language and (when signed in) the bearer token for the account calls. */
export function useCallContext(): CallContext {
  const apiBase = useApiBase();
  const lang = useLocale();
  const { userInfo } = useSession();
  const token = userInfo?.token ?? null;
  return useMemo(() => ({ apiBase, lang, token }), [apiBase, lang, token]);
}

/**
 * SPEC §4 login: request → success (user info stored) or fail (the server's message, else
 * 'user name or password Error', kept in the state). Rethrows so the form can mark fields.
 */
export function useLogin(): (body: LoginBody) => Promise<UserInfo> {
  const store = useSessionStore();
  const ctx = useCallContext();
  const fallback = useTranslations('auth.login')('failed');
  const { mutateAsync } = useMutation({
    mutationFn: async (body: LoginBody) => (await loginCall(ctx, body)).data,
  });
  return useCallback(
    async (body: LoginBody) => {
      // Synchronously, so the form shows the request state at once (SPEC §4 "request").
      store.loginRequest();
      try {
        const data = await mutateAsync(body);
        store.loginSuccess(data);
        return data;
      } catch (error) {
        store.loginFail(errorMessage(error, fallback));
        throw error;
      }
    },
    [store, mutateAsync, fallback],
  );
}

/**
 * Logout: tell the API (a failure does not matter), forget every cached answer and all local storage,
 * then open home fresh, so the next account never sees this one's data.
 */
export function useLogout(): () => Promise<void> {
  const store = useSessionStore();
  const ctx = useCallContext();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({ mutationFn: () => logoutCall(ctx) });
  return useCallback(async () => {
    if (ctx.token) await mutateAsync().catch(() => undefined);
    queryClient.clear();
    store.clear();
    reloadHome();
  }, [store, ctx.token, mutateAsync, queryClient]);
}

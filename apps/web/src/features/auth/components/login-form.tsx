'use client';
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@kraam/shared';
import buttons from '@/components/buttons/button.module.css';
import { Notice } from '@/components/feedback/notice';
import { OutlinedField } from '@/components/forms/outlined-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { lazyToast } from '@/lib/toasts/lazy-toast';
import { authQuery } from '@/lib/login-href';
import { forgetLoginIntent, rememberLoginIntent, type LoginReturn } from '@/lib/login-intent';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { reportSubmitFailure } from '@/lib/forms/report-submit-failure';
import { useSchemaResolver } from '@/lib/forms/use-schema-resolver';
import { useViewer } from '@/lib/session/viewer-context';
import { resendConfirmation } from '../api/accounts';
import { useCallContext, useLogin } from '../hooks/use-auth';
import { safeNextPath } from '../navigation';
import { AuthCard } from './auth-card';
import styles from './login-form.module.css';

// The login page's first load stays small: the rules (and zod) load on the first check.
const loadLoginBodySchema = () => import('@kraam/shared/accounts').then((module) => module.loginBodySchema);

const FIELDS = ['email', 'password'] as const;

/**
 * /login: email and password; wrong credentials show the server's message as a toast (SPEC §8). Plain
 * fields and buttons, and toasts on demand, so the page's first load carries no MUI. A guest
 * sent here by an action (`intent`) reads why, and the page they return to finishes it.
 */
export function LoginForm({ next, intent }: { next?: string; intent?: LoginReturn | null }) {
  const t = useTranslations('auth');
  const router = useRouter();
  const login = useLogin();
  const ctx = useCallContext();
  const form = useForm({
    defaultValues: { email: '', password: '' },
    resolver: useSchemaResolver<{ email: string; password: string }, LoginBody>(loadLoginBodySchema),
  });
  const [unconfirmed, setUnconfirmed] = useState(false);
  // A suspended or terminated account: the API's words (until when, why) stay on the page, not in a toast.
  const [suspended, setSuspended] = useState<string | null>(null);
  // After a success the page is left: the button stays busy until it is.
  const [leaving, setLeaving] = useState(false);
  // Already signed in (a link followed before the page knew it, a second tab): on to where they were going.
  const viewer = useViewer();
  const signedIn = viewer.known && viewer.token !== null;
  useEffect(() => {
    if (signedIn && !leaving) router.replace(safeNextPath(next));
  }, [signedIn, leaving, next, router]);
  const resend = useMutation({
    mutationFn: () => resendConfirmation(ctx, { email: form.getValues('email').trim() }),
    onSuccess: ({ message }) => lazyToast('success', message ?? t('login.resent')),
    onError: (error) => lazyToast('error', errorMessage(error, t('genericError'))),
  });

  const submit = form.handleSubmit(async (body) => {
    setUnconfirmed(false);
    setSuspended(null);
    // Before the session exists, so the returning page finds it however soon it renders.
    if (intent) rememberLoginIntent(intent, safeNextPath(next));
    try {
      await login(body);
      setLeaving(true);
      router.replace(safeNextPath(next));
      router.refresh();
    } catch (error) {
      forgetLoginIntent();
      setUnconfirmed(error instanceof ApiError && error.code === 'EMAIL_NOT_CONFIRMED');
      if (error instanceof ApiError && error.code === 'ACCOUNT_SUSPENDED' && error.fromServer) {
        setSuspended(error.message);
        return;
      }
      reportSubmitFailure(error, {
        setError: form.setError,
        fields: FIELDS,
        fallback: t('login.failed'),
        toastId: 'login-failed',
      });
    }
  });
  const sending = form.formState.isSubmitting || leaving;
  const carried = next || intent ? `?${authQuery({ next, ...intent })}` : '';

  return (
    <AuthCard title={t('login.title')} intro={intent ? t(`login.reason.${intent.intent}`) : t('login.intro')}>
      <form noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
        {suspended && <Notice severity="warning">{suspended}</Notice>}
        <OutlinedField
          control={form.control}
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
        />
        <OutlinedField
          control={form.control}
          name="password"
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          required
        />
        <SubmitButton sending={sending}>{t('login.submit')}</SubmitButton>
        {unconfirmed && (
          <button
            type="button"
            className={`${buttons.button} ${buttons.outlined}`}
            onClick={() => resend.mutate()}
            disabled={resend.isPending}
          >
            {t('login.resend')}
          </button>
        )}
        <div className={styles.more}>
          <Link className={styles.link} href="/forgetpassword">
            {t('login.forgot')}
          </Link>
          <p className={styles.noAccount}>
            {t('login.noAccount')}{' '}
            <Link className={styles.link} href={`/signUp${carried}`}>
              {t('login.signUp')}
            </Link>
          </p>
        </div>
      </form>
    </AuthCard>
  );
}

'use client';
import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LoginBody } from '@kraam/shared';
import { AppLink } from '@/components/link/app-link';
import { FormTextField } from '@/components/forms/form-text-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { reportSubmitFailure } from '@/lib/forms/report-submit-failure';
import { useSchemaResolver } from '@/lib/forms/use-schema-resolver';
import { useViewer } from '@/lib/session/viewer-context';
import { resendConfirmation } from '../api/accounts';
import { useCallContext, useLogin } from '../hooks/use-auth';
import { safeNextPath } from '../navigation';
import { AuthCard } from './auth-card';
import { EmailField } from './account-fields';

// The login page's first load stays small: the rules (and zod) load on the first check (issue 14).
const loadLoginBodySchema = () => import('@kraam/shared/accounts').then((module) => module.loginBodySchema);

const FIELDS = ['email', 'password'] as const;

/** /login: email and password; wrong credentials show the server's message as a toast (SPEC §8). */
export function LoginForm({ next }: { next?: string }) {
  const t = useTranslations('auth');
  const router = useRouter();
  const login = useLogin();
  const ctx = useCallContext();
  const form = useForm({
    defaultValues: { email: '', password: '' },
    resolver: useSchemaResolver<{ email: string; password: string }, LoginBody>(loadLoginBodySchema),
  });
  const [unconfirmed, setUnconfirmed] = useState(false);
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
    onSuccess: ({ message }) => toast.success(message ?? t('login.resent')),
    onError: (error) => toast.error(errorMessage(error, t('genericError'))),
  });

  const submit = form.handleSubmit(async (body) => {
    setUnconfirmed(false);
    try {
      await login(body);
      setLeaving(true);
      router.replace(safeNextPath(next));
      router.refresh();
    } catch (error) {
      setUnconfirmed(error instanceof ApiError && error.code === 'EMAIL_NOT_CONFIRMED');
      reportSubmitFailure(error, {
        setError: form.setError,
        fields: FIELDS,
        fallback: t('login.failed'),
        toastId: 'login-failed',
      });
    }
  });
  const sending = form.formState.isSubmitting || leaving;

  return (
    <AuthCard title={t('login.title')} intro={t('login.intro')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
        <EmailField control={form.control} name="email" />
        <FormTextField
          control={form.control}
          name="password"
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          required
          fullWidth
        />
        <SubmitButton sending={sending}>{t('login.submit')}</SubmitButton>
        {unconfirmed && (
          <Button variant="outlined" onClick={() => resend.mutate()} disabled={resend.isPending}>
            {t('login.resend')}
          </Button>
        )}
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <AppLink href="/forgetpassword">{t('login.forgot')}</AppLink>
          <Typography variant="body2" color="text.secondary">
            {t('login.noAccount')} <AppLink href="/signUp">{t('login.signUp')}</AppLink>
          </Typography>
        </Stack>
      </Stack>
    </AuthCard>
  );
}

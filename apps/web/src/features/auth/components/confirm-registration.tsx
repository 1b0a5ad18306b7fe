'use client';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { LinkButton } from '@/components/link/app-link';
import { errorMessage } from '@/lib/api/api-error';
import { confirmRegistration } from '../api/accounts';
import { useCallContext } from '../hooks/use-auth';
import { AuthCard } from './auth-card';

/** /register/confirm?token=…: confirms once on load and shows the outcome. */
export function ConfirmRegistration({ token }: { token: string }) {
  const t = useTranslations('auth.confirm');
  const ctx = useCallContext();
  const confirm = useMutation({ mutationFn: () => confirmRegistration(ctx, { token }) });
  const { mutate } = confirm;
  const started = useRef(false);

  useEffect(() => {
    // A token is single use: never send it twice (React may run effects twice in development).
    if (!token || started.current) return;
    started.current = true;
    mutate();
  }, [token, mutate]);

  const outcome = !token
    ? { ok: false, message: t('failed') }
    : confirm.isSuccess
      ? { ok: true, message: t('success') }
      : confirm.isError
        ? { ok: false, message: errorMessage(confirm.error, t('failed')) }
        : null;

  return (
    <AuthCard title={t('title')}>
      {outcome === null ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          {t('busy')}
        </Box>
      ) : (
        <>
          <Alert severity={outcome.ok ? 'success' : 'error'} sx={{ mb: 3 }}>
            {outcome.message}
          </Alert>
          <LinkButton href="/login" variant="contained" fullWidth>
            {t('toLogin')}
          </LinkButton>
        </>
      )}
    </AuthCard>
  );
}

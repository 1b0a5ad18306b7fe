'use client';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { LinkButton } from '@/components/link/app-link';
import { errorMessage } from '@/lib/api/api-error';
import { confirmRegistration } from '../api/accounts';
import { useCallContext } from '../hooks/use-auth';
import { AuthCard } from './auth-card';

type Outcome = { ok: true; message: string } | { ok: false; message: string };

/** /register/confirm?token=…: confirms once on load and shows the outcome. */
export function ConfirmRegistration({ token }: { token: string }) {
  const t = useTranslations('auth.confirm');
  const ctx = useCallContext();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const started = useRef(false);
  const failed = t('failed');
  const done = t('success');

  useEffect(() => {
    // A token is single use: never send it twice (React may run effects twice in development).
    if (started.current) return;
    started.current = true;
    if (!token) {
      queueMicrotask(() => setOutcome({ ok: false, message: failed }));
      return;
    }
    confirmRegistration(ctx, { token })
      .then(() => setOutcome({ ok: true, message: done }))
      .catch((error: unknown) => setOutcome({ ok: false, message: errorMessage(error, failed) }));
  }, [ctx, token, failed, done]);

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

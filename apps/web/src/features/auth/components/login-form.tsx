'use client';
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { toast } from 'react-toastify';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/link/app-link';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { resendConfirmation } from '../api/accounts';
import { useCallContext, useLogin } from '../hooks/use-auth';
import { useFormFields } from '../hooks/use-form-fields';
import { safeNextPath } from '../navigation';
import { AuthCard } from './auth-card';
import { EmailField } from './account-fields';
import { SubmitButton } from '@/components/forms/submit-button';

/** /login: email and password; wrong credentials show the server's message as a toast (SPEC §8). */
export function LoginForm({ next }: { next?: string }) {
  const t = useTranslations('auth');
  const router = useRouter();
  const login = useLogin();
  const ctx = useCallContext();
  const form = useFormFields({ email: '', password: '' });
  const [unconfirmed, setUnconfirmed] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.requireFilled(['email', 'password'], t('required'))) return;
    form.setSending(true);
    setUnconfirmed(false);
    try {
      await login({ email: form.values.email.trim(), password: form.values.password });
      router.replace(safeNextPath(next));
      router.refresh();
    } catch (error) {
      form.applyServerErrors(error);
      setUnconfirmed(error instanceof ApiError && error.code === 'EMAIL_NOT_CONFIRMED');
      toast.error(errorMessage(error, t('login.failed')), { toastId: 'login-failed' });
      form.setSending(false);
    }
  };

  const resend = async () => {
    try {
      const { message } = await resendConfirmation(ctx, { email: form.values.email.trim() });
      toast.success(message ?? t('login.resent'));
    } catch (error) {
      toast.error(errorMessage(error, t('genericError')));
    }
  };

  return (
    <AuthCard title={t('login.title')} intro={t('login.intro')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
        <EmailField form={form} name="email" />
        <TextField
          {...form.field('password')}
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          required
          fullWidth
        />
        <SubmitButton sending={form.sending}>{t('login.submit')}</SubmitButton>
        {unconfirmed && (
          <Button variant="outlined" onClick={() => void resend()}>
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

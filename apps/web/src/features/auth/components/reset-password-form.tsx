'use client';
import type { FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { toast } from 'react-toastify';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { AppLink } from '@/components/link/app-link';
import { errorMessage } from '@/lib/api/api-error';
import { resetPassword } from '../api/accounts';
import { useCallContext } from '../hooks/use-auth';
import { useFormFields } from '../hooks/use-form-fields';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './account-fields';
import { SubmitButton } from '@/components/forms/submit-button';

/** /resetpasswrod?token=…: a new password twice; success goes to /login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('auth');
  const router = useRouter();
  const ctx = useCallContext();
  const form = useFormFields({ password: '', repeat: '' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.requireFilled(['password', 'repeat'], t('required'))) return;
    if (form.values.password !== form.values.repeat) {
      form.setErrors({ repeat: t('fields.mismatch') });
      return;
    }
    form.setSending(true);
    try {
      const { message } = await resetPassword(ctx, { token, password: form.values.password });
      toast.success(message ?? t('reset.success'));
      router.push('/login');
    } catch (error) {
      form.applyServerErrors(error);
      toast.error(errorMessage(error, t('genericError')), { toastId: 'reset-failed' });
      form.setSending(false);
    }
  };

  if (!token) {
    return (
      <AuthCard title={t('reset.title')}>
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('reset.noToken')}
        </Alert>
        <AppLink href="/forgetpassword">{t('reset.again')}</AppLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('reset.title')} intro={t('reset.intro')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
        <NewPasswordFields form={form} password="password" repeat="repeat" />
        <SubmitButton sending={form.sending}>{t('reset.submit')}</SubmitButton>
      </Stack>
    </AuthCard>
  );
}

'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'react-toastify';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { AppLink } from '@/components/link/app-link';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { forgetPassword } from '../api/accounts';
import { useCallContext } from '../hooks/use-auth';
import { useFormFields } from '../hooks/use-form-fields';
import { AuthCard } from './auth-card';
import { EmailField } from './account-fields';
import { SubmitButton } from '@/components/forms/submit-button';

/** /forgetpassword: always the same answer, whether the address has an account or not. */
export function ForgetPasswordForm() {
  const t = useTranslations('auth');
  const ctx = useCallContext();
  const form = useFormFields({ email: '' });
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.requireFilled(['email'], t('required'))) return;
    form.setSending(true);
    try {
      await forgetPassword(ctx, { email: form.values.email.trim() });
      setSent(true);
    } catch (error) {
      // A malformed address or a rate limit is worth telling; nothing reveals whether the account exists.
      if (!form.applyServerErrors(error) || !(error instanceof ApiError)) {
        toast.error(errorMessage(error, t('genericError')), { toastId: 'forget-failed' });
      }
    } finally {
      form.setSending(false);
    }
  };

  return (
    <AuthCard title={t('forget.title')} intro={sent ? undefined : t('forget.intro')}>
      {sent ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('forget.sent')}
        </Alert>
      ) : (
        <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
          <EmailField form={form} name="email" />
          <SubmitButton sending={form.sending}>{t('forget.submit')}</SubmitButton>
        </Stack>
      )}
      <Stack sx={{ alignItems: 'center', mt: 2 }}>
        <AppLink href="/login">{t('toLogin')}</AppLink>
      </Stack>
    </AuthCard>
  );
}

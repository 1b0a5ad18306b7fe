'use client';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { forgetPasswordBodySchema, type ForgetPasswordBody } from '@kraam/shared';
import { AppLink } from '@/components/link/app-link';
import { SubmitButton } from '@/components/forms/submit-button';
import { errorMessage } from '@/lib/api/api-error';
import { applyServerFieldErrors } from '@/lib/forms/server-field-errors';
import { useSchemaResolver } from '@/lib/forms/use-schema-resolver';
import { forgetPassword } from '../api/accounts';
import { useCallContext } from '../hooks/use-auth';
import { AuthCard } from './auth-card';
import { EmailField } from './account-fields';

/** /forgetpassword: always the same answer, whether the address has an account or not. */
export function ForgetPasswordForm() {
  const t = useTranslations('auth');
  const ctx = useCallContext();
  const form = useForm({
    defaultValues: { email: '' },
    resolver: useSchemaResolver<{ email: string }, ForgetPasswordBody>(forgetPasswordBodySchema),
  });
  const ask = useMutation({
    mutationFn: (body: ForgetPasswordBody) => forgetPassword(ctx, body),
    onError: (error) => {
      // A malformed address or a rate limit is worth telling; nothing reveals whether the account exists.
      if (!applyServerFieldErrors(error, form.setError, ['email']))
        toast.error(errorMessage(error, t('genericError')), { toastId: 'forget-failed' });
    },
  });
  const submit = form.handleSubmit((body) => ask.mutateAsync(body).catch(() => undefined));

  return (
    <AuthCard title={t('forget.title')} intro={ask.isSuccess ? undefined : t('forget.intro')}>
      {ask.isSuccess ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('forget.sent')}
        </Alert>
      ) : (
        <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
          <EmailField control={form.control} name="email" />
          <SubmitButton sending={ask.isPending}>{t('forget.submit')}</SubmitButton>
        </Stack>
      )}
      <Stack sx={{ alignItems: 'center', mt: 2 }}>
        <AppLink href="/login">{t('toLogin')}</AppLink>
      </Stack>
    </AuthCard>
  );
}

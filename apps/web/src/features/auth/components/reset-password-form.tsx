'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { AppLink } from '@/components/link/app-link';
import { SubmitButton } from '@/components/forms/submit-button';
import { reportSubmitFailure } from '@/lib/forms/report-submit-failure';
import { useSchemaResolver } from '@/lib/forms/use-schema-resolver';
import { resetPassword } from '../api/accounts';
import { useCallContext } from '../hooks/use-auth';
import { resetPasswordFormSchema } from '../password-form-schemas';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './account-fields';

const EMPTY = { password: '', repeat: '' };

/** /resetpasswrod?token=…: a new password twice; success goes to /login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('auth');
  const router = useRouter();
  const ctx = useCallContext();
  const form = useForm({
    defaultValues: EMPTY,
    resolver: useSchemaResolver<typeof EMPTY, typeof EMPTY>(resetPasswordFormSchema),
  });
  const reset = useMutation({
    mutationFn: (password: string) => resetPassword(ctx, { token, password }),
    onSuccess: ({ message }) => {
      toast.success(message ?? t('reset.success'));
      router.push('/login');
    },
    onError: (error) =>
      reportSubmitFailure(error, {
        setError: form.setError,
        fields: ['password'],
        fallback: t('genericError'),
        toastId: 'reset-failed',
      }),
  });
  const submit = form.handleSubmit(({ password }) => reset.mutateAsync(password).catch(() => undefined));

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
        <NewPasswordFields control={form.control} password="password" repeat="repeat" />
        {/* After a success the page is left: the button stays busy until it is. */}
        <SubmitButton sending={reset.isPending || reset.isSuccess}>{t('reset.submit')}</SubmitButton>
      </Stack>
    </AuthCard>
  );
}

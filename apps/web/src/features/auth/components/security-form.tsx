'use client';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import Stack from '@mui/material/Stack';
import type { ChangePasswordBody } from '@kraam/shared';
import { FormTextField } from '@/components/forms/form-text-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { reportSubmitFailure } from '@/lib/forms/report-submit-failure';
import { useSchemaResolver } from '@/lib/forms/use-schema-resolver';
import { changePassword } from '../api/accounts';
import { useCallContext } from '../hooks/use-auth';
import { changePasswordFormSchema } from '../password-form-schemas';
import { NewPasswordFields } from './account-fields';

const EMPTY = { currentPassword: '', newPassword: '', repeat: '' };

/** /dashboard/security: change the password; the API ends the user's other sessions. */
export function SecurityForm() {
  const t = useTranslations('auth');
  const ctx = useCallContext();
  const form = useForm({
    defaultValues: EMPTY,
    resolver: useSchemaResolver<typeof EMPTY, typeof EMPTY>(changePasswordFormSchema),
  });
  const change = useMutation({
    mutationFn: (body: ChangePasswordBody) => changePassword(ctx, body),
    onSuccess: ({ message }) => {
      toast.success(message ?? t('security.changed'));
      form.reset(EMPTY);
    },
    onError: (error) =>
      reportSubmitFailure(error, {
        setError: form.setError,
        fields: ['currentPassword', 'newPassword'],
        fallback: t('genericError'),
        toastId: 'security-failed',
      }),
  });
  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutateAsync({ currentPassword, newPassword }).catch(() => undefined),
  );

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(event) => void submit(event)}
      sx={{ maxWidth: 480 }}
    >
      <FormTextField
        control={form.control}
        name="currentPassword"
        label={t('fields.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        fullWidth
      />
      <NewPasswordFields control={form.control} password="newPassword" repeat="repeat" />
      <SubmitButton sending={change.isPending}>{t('security.submit')}</SubmitButton>
    </Stack>
  );
}

'use client';
import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'react-toastify';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { changePassword } from '../api/accounts';
import { useCallContext } from '../hooks/use-auth';
import { useFormFields } from '../hooks/use-form-fields';
import { NewPasswordFields } from './account-fields';
import { SubmitButton } from '@/components/forms/submit-button';

const EMPTY = { currentPassword: '', newPassword: '', repeat: '' };

/** /dashboard/security: change the password; the API ends the user's other sessions. */
export function SecurityForm() {
  const t = useTranslations('auth');
  const ctx = useCallContext();
  const form = useFormFields(EMPTY);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.requireFilled(['currentPassword', 'newPassword', 'repeat'], t('required'))) return;
    if (form.values.newPassword !== form.values.repeat) {
      form.setErrors({ repeat: t('fields.mismatch') });
      return;
    }
    await form.send(
      async () => {
        const { message } = await changePassword(ctx, {
          currentPassword: form.values.currentPassword,
          newPassword: form.values.newPassword,
        });
        toast.success(message ?? t('security.changed'));
        form.setValues(EMPTY);
      },
      { fallback: t('genericError'), toastId: 'security-failed' },
    );
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(event) => void submit(event)}
      sx={{ maxWidth: 480 }}
    >
      <TextField
        {...form.field('currentPassword')}
        label={t('fields.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        fullWidth
      />
      <NewPasswordFields form={form} password="newPassword" repeat="repeat" />
      <SubmitButton sending={form.sending}>{t('security.submit')}</SubmitButton>
    </Stack>
  );
}

'use client';
import { useTranslations } from 'next-intl';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PASSWORD_MIN_LENGTH } from '@kraam/shared';
import type { FormFields } from '../hooks/use-form-fields';

/** The email address field of the login, sign-up and forgotten-password forms. */
export function EmailField<K extends string>({
  form,
  name,
  autoFocus,
}: {
  form: FormFields<K>;
  name: K;
  autoFocus?: boolean;
}) {
  const t = useTranslations('auth');
  return (
    <TextField
      {...form.field(name)}
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      required
      fullWidth
      autoFocus={autoFocus}
    />
  );
}

/** First and last name side by side (stacked on phones), as sign-up and user details ask them. */
export function NameFields<K extends string>({
  form,
  first,
  last,
}: {
  form: FormFields<K>;
  first: K;
  last: K;
}) {
  const t = useTranslations('auth');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        {...form.field(first)}
        label={t('fields.firstName')}
        autoComplete="given-name"
        required
        fullWidth
      />
      <TextField
        {...form.field(last)}
        label={t('fields.lastName')}
        autoComplete="family-name"
        required
        fullWidth
      />
    </Stack>
  );
}

/** A new password with its rule, and the same again, as reset and change-password ask them. */
export function NewPasswordFields<K extends string>({
  form,
  password,
  repeat,
}: {
  form: FormFields<K>;
  password: K;
  repeat: K;
}) {
  const t = useTranslations('auth');
  return (
    <>
      <TextField
        {...form.field(password, t('fields.passwordRule', { min: PASSWORD_MIN_LENGTH }))}
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        fullWidth
      />
      <TextField
        {...form.field(repeat)}
        label={t('fields.repeatPassword')}
        type="password"
        autoComplete="new-password"
        required
        fullWidth
      />
    </>
  );
}

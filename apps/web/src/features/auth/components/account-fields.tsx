'use client';
import { useTranslations } from 'next-intl';
import Stack from '@mui/material/Stack';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@kraam/shared';
import { FormTextField } from '@/components/forms/form-text-field';

interface FieldsProps<T extends FieldValues, O extends FieldValues> {
  control: Control<T, unknown, O>;
}

/** The email address field of the login, sign-up and forgotten-password forms. */
export function EmailField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
}: FieldsProps<T, O> & { name: FieldPath<T> }) {
  const t = useTranslations('auth');
  return (
    <FormTextField
      control={control}
      name={name}
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      required
      fullWidth
    />
  );
}

/** First and last name side by side (stacked on phones), as sign-up and user details ask them. */
export function NameFields<T extends FieldValues, O extends FieldValues>({
  control,
  first,
  last,
}: FieldsProps<T, O> & { first: FieldPath<T>; last: FieldPath<T> }) {
  const t = useTranslations('auth');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormTextField
        control={control}
        name={first}
        label={t('fields.firstName')}
        autoComplete="given-name"
        required
        fullWidth
      />
      <FormTextField
        control={control}
        name={last}
        label={t('fields.lastName')}
        autoComplete="family-name"
        required
        fullWidth
      />
    </Stack>
  );
}

/** A new password with its rule, and the same again, as reset and change-password ask them. */
export function NewPasswordFields<T extends FieldValues, O extends FieldValues>({
  control,
  password,
  repeat,
}: FieldsProps<T, O> & { password: FieldPath<T>; repeat: FieldPath<T> }) {
  const t = useTranslations('auth');
  return (
    <>
      <FormTextField
        control={control}
        name={password}
        hint={t('fields.passwordRule', { min: PASSWORD_MIN_LENGTH })}
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        fullWidth
      />
      <FormTextField
        control={control}
        name={repeat}
        label={t('fields.repeatPassword')}
        type="password"
        autoComplete="new-password"
        required
        fullWidth
      />
    </>
  );
}

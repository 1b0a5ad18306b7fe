'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PASSWORD_MIN_LENGTH } from '@kraam/shared';
import { AppLink } from '@/components/link/app-link';
import { register } from '../api/accounts';
import { useCallContext } from '../hooks/use-auth';
import { useFormFields } from '../hooks/use-form-fields';
import { AuthCard } from './auth-card';
import { EmailField, NameFields } from './account-fields';
import { SubmitButton } from '@/components/forms/submit-button';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password'] as const;

/** /signUp: creates the account; the confirmation mail arrives in the current language. */
export function SignUpForm() {
  const t = useTranslations('auth');
  const ctx = useCallContext();
  const form = useFormFields({ firstName: '', lastName: '', email: '', phone: '', password: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.requireFilled(FIELDS, t('required'))) return;
    const { firstName, lastName, email, phone, password } = form.values;
    await form.send(
      async () => {
        await register(ctx, {
          firstName: firstName.trim(),
          lastName: lastName.trim(),
          email: email.trim(),
          phone: phone.trim(),
          password,
        });
        setSentTo(email.trim());
      },
      { fallback: t('genericError'), toastId: 'sign-up-failed' },
    );
  };

  if (sentTo) {
    return (
      <AuthCard title={t('signUp.checkMailTitle')}>
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('signUp.checkMail', { email: sentTo })}
        </Alert>
        <AppLink href="/login">{t('toLogin')}</AppLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('signUp.title')} intro={t('signUp.intro')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
        <NameFields form={form} first="firstName" last="lastName" />
        <EmailField form={form} name="email" />
        <TextField
          {...form.field('phone', t('fields.phoneHint'))}
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
          placeholder="+31 6 12345678"
          required
          fullWidth
        />
        <TextField
          {...form.field('password', t('fields.passwordRule', { min: PASSWORD_MIN_LENGTH }))}
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          required
          fullWidth
        />
        <SubmitButton sending={form.sending}>{t('signUp.submit')}</SubmitButton>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('signUp.haveAccount')} <AppLink href="/login">{t('signUp.login')}</AppLink>
        </Typography>
      </Stack>
    </AuthCard>
  );
}

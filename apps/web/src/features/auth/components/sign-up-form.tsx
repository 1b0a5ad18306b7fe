'use client';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PASSWORD_MIN_LENGTH, registerBodySchema, type RegisterBody } from '@kraam/shared';
import { AppLink } from '@/components/link/app-link';
import { FormTextField } from '@/components/forms/form-text-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { reportSubmitFailure } from '@/lib/forms/report-submit-failure';
import { useSchemaResolver } from '@/lib/forms/use-schema-resolver';
import { authQuery } from '@/lib/login-href';
import type { LoginReturn } from '@/lib/login-intent';
import { register } from '../api/accounts';
import { useCallContext } from '../hooks/use-auth';
import { AuthCard } from './auth-card';
import { EmailField, NameFields } from './account-fields';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', password: '' };
const FIELDS = Object.keys(EMPTY);

/**
 * /signUp: creates the account; the confirmation mail arrives in the current language. A guest who came
 * from the login page with an intent reads why, and the way back to login keeps it.
 */
export function SignUpForm({ next, intent }: { next?: string; intent?: LoginReturn | null }) {
  const t = useTranslations('auth');
  const ctx = useCallContext();
  const form = useForm({
    defaultValues: EMPTY,
    resolver: useSchemaResolver<typeof EMPTY, RegisterBody>(registerBodySchema),
  });
  const signUp = useMutation({
    mutationFn: (body: RegisterBody) => register(ctx, body),
    onError: (error) =>
      reportSubmitFailure(error, {
        setError: form.setError,
        fields: FIELDS,
        fallback: t('genericError'),
        toastId: 'sign-up-failed',
      }),
  });
  const submit = form.handleSubmit((body) => signUp.mutateAsync(body).catch(() => undefined));
  const toLogin = next || intent ? `/login?${authQuery({ next, ...intent })}` : '/login';

  if (signUp.isSuccess) {
    return (
      <AuthCard title={t('signUp.checkMailTitle')}>
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('signUp.checkMail', { email: signUp.variables.email })}
        </Alert>
        <AppLink href={toLogin}>{t('toLogin')}</AppLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('signUp.title')}
      intro={intent ? t(`signUp.reason.${intent.intent}`) : t('signUp.intro')}
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
        <NameFields control={form.control} first="firstName" last="lastName" />
        <EmailField control={form.control} name="email" />
        <FormTextField
          control={form.control}
          name="phone"
          hint={t('fields.phoneHint')}
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
          placeholder="+31 6 12345678"
          required
          fullWidth
        />
        <FormTextField
          control={form.control}
          name="password"
          hint={t('fields.passwordRule', { min: PASSWORD_MIN_LENGTH })}
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          required
          fullWidth
        />
        <SubmitButton sending={signUp.isPending}>{t('signUp.submit')}</SubmitButton>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('signUp.haveAccount')} <AppLink href={toLogin}>{t('signUp.login')}</AppLink>
        </Typography>
      </Stack>
    </AuthCard>
  );
}

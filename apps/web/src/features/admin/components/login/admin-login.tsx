'use client';
import { useMutation } from '@tanstack/react-query';
import { useForm, type FieldError } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from 'react-toastify';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { adminLoginBodySchema } from '@kraam/shared';
import { SubmitButton } from '@/components/forms/submit-button';
import { LanguageSwitcher } from '@/components/language/language-switcher';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { loginAdmin } from '../../api/admin-calls';
import { isLoginIssue, loginResolver, type LoginBody, type LoginForm } from '../../model/login-form';

// The schema's own limits, so a too long value cannot be typed (its only other refusal).
const MAX_LENGTH = {
  email: adminLoginBodySchema.shape.email.in.maxLength ?? undefined,
  password: adminLoginBodySchema.shape.password.maxLength ?? undefined,
};

/** /admin/login (SPEC §2: no layout): the admin's email and password; the session becomes a cookie. */
const LOGIN_FAILED_TOAST = 'admin-login-failed';

export function AdminLogin() {
  const t = useTranslations('admin.login');
  const lang = useLocale();
  const router = useRouter();
  const { register, handleSubmit, setError, formState } = useForm<LoginForm, unknown, LoginBody>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });
  const login = useMutation({
    mutationFn: (body: LoginBody) => loginAdmin(lang, body),
    onSuccess: () => {
      router.replace('/admin');
      router.refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        for (const name of ['email', 'password'] as const) {
          const message = error.fields[name]?.join(' ');
          if (message) setError(name, { type: 'server', message });
        }
      }
      // One toast for the login's failures, saying the latest answer: a second try may fail for another
      // reason (wrong password, then no admin rights).
      const message = errorMessage(error, t('failed'));
      if (toast.isActive(LOGIN_FAILED_TOAST)) toast.update(LOGIN_FAILED_TOAST, { render: message });
      else toast.error(message, { toastId: LOGIN_FAILED_TOAST });
    },
  });
  // Still busy after success, until the panel has replaced this page.
  const sending = login.isPending || login.isSuccess;

  const text = (error: FieldError | undefined) =>
    isLoginIssue(error?.message) ? t(error.message) : error?.message;
  const field = (name: keyof LoginForm) => {
    const { ref, ...input } = register(name);
    return {
      ...input,
      inputRef: ref,
      error: Boolean(formState.errors[name]),
      helperText: text(formState.errors[name]),
      slotProps: { htmlInput: { maxLength: MAX_LENGTH[name] } },
    };
  };

  return (
    <Box component="main" id="main" sx={{ minHeight: '100dvh', bgcolor: 'background.default', px: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', py: 1 }}>
        <LanguageSwitcher />
      </Box>
      <Paper
        variant="outlined"
        sx={{ maxWidth: 420, mx: 'auto', mt: { xs: 2, sm: 8 }, p: { xs: 2.5, sm: 4 } }}
      >
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
          <AdminPanelSettingsOutlinedIcon color="primary" fontSize="large" aria-hidden />
          <Typography variant="h1">{t('title')}</Typography>
          <Typography color="text.secondary">{t('intro')}</Typography>
        </Stack>
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          onSubmit={(event) => void handleSubmit((body) => login.mutate(body))(event)}
        >
          <TextField
            {...field('email')}
            label={t('email')}
            type="email"
            autoComplete="username"
            required
            fullWidth
          />
          <TextField
            {...field('password')}
            label={t('password')}
            type="password"
            autoComplete="current-password"
            required
            fullWidth
          />
          <SubmitButton sending={sending}>{t('submit')}</SubmitButton>
        </Stack>
      </Paper>
    </Box>
  );
}

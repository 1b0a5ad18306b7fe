'use client';
import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { toast } from 'react-toastify';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { SubmitButton } from '@/components/forms/submit-button';
import { LanguageSwitcher } from '@/components/language/language-switcher';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { loginAdmin } from '../../api/admin-calls';

type Field = 'email' | 'password';

/** /admin/login (SPEC §2: no layout): the admin's email and password; the session becomes a cookie. */
export function AdminLogin() {
  const t = useTranslations('admin.login');
  const lang = useLocale();
  const router = useRouter();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((previous) => ({ ...previous, [name]: event.target.value }));
      setErrors((previous) => ({ ...previous, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = values.email.trim();
    const missing = {
      email: email ? undefined : t('required'),
      password: values.password ? undefined : t('required'),
    };
    if (missing.email || missing.password) {
      setErrors(missing);
      return;
    }
    setSending(true);
    try {
      await loginAdmin(lang, { email, password: values.password });
      router.replace('/admin');
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors({ email: error.fields.email?.join(' '), password: error.fields.password?.join(' ') });
      }
      toast.error(errorMessage(error, t('failed')), { toastId: 'admin-login-failed' });
      setSending(false);
    }
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
        <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void submit(event)}>
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

'use client';
import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { toast } from 'react-toastify';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { warmCache } from '../../api/admin-calls';
import { useSessionExpiry } from '../../hooks/use-session-expiry';
import { WARM_TARGETS, needsId, warmBody, type WarmTarget } from '../../model/warm-target';

/** /admin/cache/add ('Add to Cache'): warm a group, or one ad or booth by its id. */
export function WarmForm() {
  const t = useTranslations('admin');
  const lang = useLocale();
  const expired = useSessionExpiry();
  const [target, setTarget] = useState<WarmTarget>('categoryTree');
  const [idText, setIdText] = useState('');
  const [idError, setIdError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = warmBody(target, idText);
    if (!body) {
      setIdError(t('warm.idInvalid'));
      return;
    }
    setSending(true);
    try {
      const warmed = await warmCache(lang, body);
      toast.success(t('warm.done', { count: warmed }));
    } catch (error) {
      if (expired(error)) return;
      const fieldError = error instanceof ApiError ? error.fields.id?.join(' ') : undefined;
      if (fieldError) setIdError(fieldError);
      toast.error(errorMessage(error, t('warm.failed')), { toastId: 'admin-warm-failed' });
    } finally {
      setSending(false);
    }
  };

  const helpKey = target === 'booth' ? 'warm.boothIdHelp' : 'warm.adIdHelp';
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1">{t('warm.title')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('warm.intro')}
        </Typography>
      </div>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
        <Stack component="form" noValidate spacing={3} onSubmit={(event) => void submit(event)}>
          <FormControl>
            <FormLabel id="warm-target-label">{t('warm.target')}</FormLabel>
            <RadioGroup
              aria-labelledby="warm-target-label"
              name="target"
              value={target}
              onChange={(event) => {
                const chosen = WARM_TARGETS.find((value) => value === event.target.value);
                if (chosen) setTarget(chosen);
                setIdError(null);
              }}
            >
              {WARM_TARGETS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(`groups.${value}`)}
                  sx={{ minHeight: 44 }}
                />
              ))}
            </RadioGroup>
          </FormControl>
          {needsId(target) && (
            <TextField
              label={t('warm.id')}
              name="id"
              value={idText}
              onChange={(event) => {
                setIdText(event.target.value);
                setIdError(null);
              }}
              required
              error={idError !== null}
              helperText={idError ?? t(helpKey)}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
              sx={{ maxWidth: 240 }}
            />
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={sending}
            aria-busy={sending}
            startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('warm.submit')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

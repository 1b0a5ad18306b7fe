'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
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
import type { CacheWarmBody } from '@kraam/shared';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { warmCache } from '../../api/admin-calls';
import { useSessionExpiry } from '@/lib/session/use-staff-session-expiry';
import { invalidateCacheReads } from '../../query/admin-queries';
import { WARM_TARGETS, needsId, warmFormSchema, type WarmForm as WarmValues } from '../../model/warm-target';

/** /admin/cache/add ('Add to Cache'): warm a group, or one ad or booth by its id. */
export function WarmForm() {
  const t = useTranslations('admin');
  const lang = useLocale();
  const expired = useSessionExpiry();
  const client = useQueryClient();
  const { control, register, handleSubmit, setError, clearErrors, formState } = useForm<
    WarmValues,
    unknown,
    CacheWarmBody
  >({
    resolver: zodResolver(warmFormSchema),
    defaultValues: { target: 'categoryTree', id: '' },
  });
  const target = useWatch({ control, name: 'target' });
  const warm = useMutation({
    mutationFn: (body: CacheWarmBody) => warmCache(lang, body),
    onSuccess: (warmed) => {
      toast.success(t('warm.done', { count: warmed }));
      void invalidateCacheReads(client);
    },
    onError: (error) => {
      if (expired(error)) return;
      const message = errorMessage(error, t('warm.failed'));
      // An ad or booth that is not there is a warning about the id, not a failure.
      const notFound = error instanceof ApiError && error.status === 404;
      const fieldError = error instanceof ApiError ? error.fields.id?.join(' ') : undefined;
      if (fieldError || notFound) setError('id', { type: 'server', message: fieldError ?? message });
      if (notFound) toast.warning(message, { toastId: 'admin-warm-not-found' });
      else toast.error(message, { toastId: 'admin-warm-failed' });
    },
  });
  const sending = warm.isPending;
  const idError = formState.errors.id;
  const { ref: idRef, ...idInput } = register('id');

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
        <Stack
          component="form"
          noValidate
          spacing={3}
          onSubmit={(event) => void handleSubmit((body) => warm.mutate(body))(event)}
        >
          <FormControl>
            <FormLabel id="warm-target-label">{t('warm.target')}</FormLabel>
            <Controller
              control={control}
              name="target"
              render={({ field }) => (
                <RadioGroup
                  aria-labelledby="warm-target-label"
                  name={field.name}
                  value={field.value}
                  onChange={(event) => {
                    const chosen = WARM_TARGETS.find((value) => value === event.target.value);
                    if (chosen) field.onChange(chosen);
                    clearErrors('id');
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
              )}
            />
          </FormControl>
          {needsId(target) && (
            <TextField
              {...idInput}
              inputRef={idRef}
              label={t('warm.id')}
              required
              error={Boolean(idError)}
              helperText={
                idError ? (idError.type === 'server' ? idError.message : t('warm.idInvalid')) : t(helpKey)
              }
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

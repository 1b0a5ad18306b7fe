'use client';
import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BOOTH_NAME_MIN_LENGTH, boothBodySchema, type BoothBody } from '@kraam/shared';
import { FormTextField } from '@/components/forms/form-text-field';
import { AppLink } from '@/components/link/app-link';
import { useSellerCall } from '@/lib/api/seller-call';
import { reportSubmitFailure } from '@/lib/forms/report-submit-failure';
import { useSchemaResolver, type FieldProblem } from '@/lib/forms/use-schema-resolver';
import { saveBooth } from '../api/booth-calls';
import { boothBody, boothFormValues, type BoothFormValues } from '../booth-form-values';
import { useBoothSaved } from '../hooks/use-own-booth';

interface BoothQuickSetupProps {
  /** The name to start from (the seller's own name); they may change it. */
  defaultName: string;
  /** The booth exists: the caller carries on with what the seller set out to do. */
  onReady: () => void;
}

/**
 * A booth on one screen: SPEC §6 asks for a booth before the first ad, so 'Plaatsen' without
 * one asks for its name only and goes on to the new ad; the rest waits in the booth settings.
 */
export function BoothQuickSetup({ defaultName, onReady }: BoothQuickSetupProps) {
  const t = useTranslations('publish');
  const call = useSellerCall();
  const saved = useBoothSaved();
  const reword = useCallback(
    ({ path, type }: FieldProblem) =>
      path === 'name' && type === 'too_small'
        ? t('booth.nameTooShort', { min: BOOTH_NAME_MIN_LENGTH })
        : undefined,
    [t],
  );
  const form = useForm({
    defaultValues: { ...boothFormValues(null), name: defaultName },
    resolver: useSchemaResolver<BoothFormValues, BoothBody>(boothBodySchema, { toInput: boothBody, reword }),
  });
  const save = useMutation({
    mutationFn: (body: BoothBody) => saveBooth(call, body, false),
    onSuccess: ({ data }) => {
      toast.success(t('booth.quick.ready'), { toastId: 'booth-ready' });
      saved(data);
      onReady();
    },
    onError: (error) =>
      reportSubmitFailure(error, {
        setError: form.setError,
        fields: ['name'],
        fallback: t('booth.saveFailed'),
        toastId: 'booth-save-failed',
      }),
  });
  const submit = form.handleSubmit((body) => save.mutateAsync(body).catch(() => undefined));

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={(event) => void submit(event)}
      aria-labelledby="booth-quick-title"
    >
      <Typography id="booth-quick-title" component="h2" variant="h2">
        {t('booth.quick.title')}
      </Typography>
      <Alert severity="info">{t('newAd.noBooth')}</Alert>
      <Typography color="text.secondary">{t('booth.quick.intro')}</Typography>
      <FormTextField
        control={form.control}
        name="name"
        label={t('booth.fields.name')}
        required
        autoComplete="organization"
        fullWidth
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={save.isPending}
        aria-busy={save.isPending}
        startIcon={save.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        sx={{ alignSelf: { sm: 'flex-start' }, minWidth: 200 }}
      >
        {t('booth.quick.submit')}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {t('booth.quick.more')}{' '}
        <AppLink href="/dashboard/boothSetting">{t('booth.quick.allSettings')}</AppLink>
      </Typography>
    </Stack>
  );
}

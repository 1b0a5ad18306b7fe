'use client';
import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BOOTH_DESCRIPTION_MAX_LENGTH,
  BOOTH_NAME_MIN_LENGTH,
  BOOTH_TITLE_MAX_LENGTH,
  boothBodySchema,
  type Booth,
  type BoothBody,
} from '@kraam/shared';
import { FormTextField } from '@/components/forms/form-text-field';
import { CityAutocomplete } from '@/components/places/city-autocomplete';
import { errorMessage } from '@/lib/api/api-error';
import { useSellerCall } from '@/lib/api/seller-call';
import { reportSubmitFailure } from '@/lib/forms/report-submit-failure';
import { useSchemaResolver, type FieldProblem } from '@/lib/forms/use-schema-resolver';
import { saveBooth } from '../api/booth-calls';
import { boothBody, boothFormValues, type BoothFormValues } from '../booth-form-values';
import { useBoothSaved, useOwnBooth } from '../hooks/use-own-booth';
import { BoothImageField } from './booth-image-field';
import { BoothSellerFields } from './booth-seller-fields';
import { BoothSocialFields } from './booth-social-fields';

/** Where the API's field errors for this form may land (the body's names). */
const FIELDS = Object.keys(boothBodySchema.shape);

/** /dashboard/boothSetting: creates the booth (Insert) or replaces it with every field (Edit). */
export function BoothSettingsForm() {
  const t = useTranslations('publish.booth');
  const { data: booth, isPending, error } = useOwnBooth();
  if (isPending)
    return (
      <Stack spacing={2} sx={{ maxWidth: 720 }} role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton variant="rounded" height={96} width={96} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  if (booth === undefined) return <Alert severity="error">{errorMessage(error, t('loadFailed'))}</Alert>;
  return <BoothFields key={booth?.id ?? 'new'} booth={booth} />;
}

function BoothFields({ booth }: { booth: Booth | null }) {
  const t = useTranslations('publish.booth');
  const tForm = useTranslations('publish.form');
  const call = useSellerCall();
  const saved = useBoothSaved();
  // The shared rule's minimum, worded as the booth form always has.
  const reword = useCallback(
    ({ path, type }: FieldProblem) =>
      path === 'name' && type === 'too_small' ? t('nameTooShort', { min: BOOTH_NAME_MIN_LENGTH }) : undefined,
    [t],
  );
  const form = useForm({
    defaultValues: boothFormValues(booth),
    resolver: useSchemaResolver<BoothFormValues, BoothBody>(boothBodySchema, { toInput: boothBody, reword }),
  });
  const { control } = form;
  const description = useWatch({ control, name: 'description' });
  // A trader's legal notice includes the booth's email and address.
  const trader = useWatch({ control, name: 'sellerType' }) === 'trader';
  // Insert the first time; the saved booth then replaces this form with one that edits it.
  const save = useMutation({
    mutationFn: (body: BoothBody) => saveBooth(call, body, booth !== null),
    onSuccess: ({ data }) => {
      saved(data);
      toast.success(t('updated'));
    },
    onError: (error) =>
      reportSubmitFailure(error, {
        setError: form.setError,
        fields: FIELDS,
        fallback: t('saveFailed'),
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
      sx={{ maxWidth: 720 }}
    >
      {!booth && <Alert severity="info">{t('createIntro')}</Alert>}
      {(['logo', 'banner'] as const).map((kind) => (
        <Controller
          key={kind}
          control={control}
          name={kind === 'logo' ? 'logoId' : 'bannerId'}
          render={({ field, fieldState }) => (
            <BoothImageField
              kind={kind}
              imageId={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      ))}
      <Divider />
      <FormTextField
        control={control}
        name="name"
        label={t('fields.name')}
        required
        autoComplete="organization"
        fullWidth
      />
      <FormTextField
        control={control}
        name="title"
        hint={t('fields.titleHint')}
        label={t('fields.title')}
        slotProps={{ htmlInput: { maxLength: BOOTH_TITLE_MAX_LENGTH } }}
        fullWidth
      />
      <FormTextField
        control={control}
        name="description"
        hint={tForm('counter', { count: description.length, max: BOOTH_DESCRIPTION_MAX_LENGTH })}
        label={t('fields.description')}
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: BOOTH_DESCRIPTION_MAX_LENGTH } }}
        fullWidth
      />
      <BoothSellerFields control={control} />
      <Typography component="h2" variant="h3">
        {t('contactHeading')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="email"
          label={t('fields.email')}
          required={trader}
          type="email"
          autoComplete="email"
          fullWidth
        />
        <FormTextField
          control={control}
          name="website"
          label={t('fields.website')}
          type="url"
          placeholder="https://"
          fullWidth
        />
      </Stack>
      <BoothSocialFields control={control} />
      <Typography component="h2" variant="h3">
        {t('addressHeading')}
      </Typography>
      <FormTextField
        control={control}
        name="street"
        label={t('fields.street')}
        required={trader}
        autoComplete="street-address"
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="postalCode"
          hint={t('fields.postalCodeHint')}
          label={t('fields.postalCode')}
          required={trader}
          autoComplete="postal-code"
          sx={{ maxWidth: { sm: 200 } }}
          fullWidth
        />
        <Controller
          control={control}
          name="cityId"
          render={({ field, fieldState }) => (
            <CityAutocomplete
              name="cityId"
              label={t('fields.city')}
              required={trader}
              value={field.value}
              onChange={(city) => field.onChange(city && { id: city.id, name: city.name })}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      </Stack>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={save.isPending}
        aria-busy={save.isPending}
        startIcon={save.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        sx={{ alignSelf: { sm: 'flex-start' }, minWidth: 200 }}
      >
        {booth ? t('save') : t('create')}
      </Button>
    </Stack>
  );
}

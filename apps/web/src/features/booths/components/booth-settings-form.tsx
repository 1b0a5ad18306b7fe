'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'react-toastify';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BOOTH_DESCRIPTION_MAX_LENGTH,
  BOOTH_NAME_MIN_LENGTH,
  BOOTH_TITLE_MAX_LENGTH,
  type Booth,
  type BoothSocialNetwork,
} from '@kraam/shared';
import { CityAutocomplete } from '@/components/places/city-autocomplete';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { useSellerCall } from '@/lib/api/seller-call';
import { saveBooth } from '../api/booth-calls';
import { boothInfoStore } from '../booth-info-store';
import { boothBody, boothFormValues, type BoothFormValues } from '../booth-form-values';
import { boothInfoOwner } from '../hooks/use-booth-info';
import { useOwnBooth } from '../hooks/use-own-booth';
import { BoothImageField } from './booth-image-field';
import { BoothSocialFields } from './booth-social-fields';

type TextKey = 'name' | 'title' | 'description' | 'email' | 'website' | 'street' | 'postalCode';

/** /dashboard/boothSetting: creates the booth (Insert) or replaces it with every field (Edit). */
export function BoothSettingsForm() {
  const t = useTranslations('publish.booth');
  const state = useOwnBooth();
  if (state.status === 'loading')
    return (
      <Stack spacing={2} sx={{ maxWidth: 720 }} aria-busy="true" aria-label={t('loading')}>
        <Skeleton variant="rounded" height={96} width={96} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  if (state.status === 'failed')
    return <Alert severity="error">{errorMessage(state.error, t('loadFailed'))}</Alert>;
  return <BoothFields key={state.booth?.id ?? 'new'} booth={state.booth} />;
}

function BoothFields({ booth: loaded }: { booth: Booth | null }) {
  const t = useTranslations('publish.booth');
  const tForm = useTranslations('publish.form');
  const call = useSellerCall();
  const [booth, setBooth] = useState(loaded);
  const [values, setValues] = useState<BoothFormValues>(() => boothFormValues(loaded));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [sending, setSending] = useState(false);

  const set = <K extends keyof BoothFormValues>(
    key: K,
    value: BoothFormValues[K],
    errorKey: string = key,
  ) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => ({ ...previous, [errorKey]: undefined }));
  };
  const text = (key: TextKey, extra?: { helperText?: string }) => ({
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: Boolean(errors[key]),
    helperText: errors[key] ?? extra?.helperText,
    fullWidth: true,
  });
  const setSocial = (network: BoothSocialNetwork, value: string) =>
    set('social', { ...values.social, [network]: value }, `socialLinks.${network}`);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (values.name.trim().length < BOOTH_NAME_MIN_LENGTH) {
      setErrors((previous) => ({
        ...previous,
        name:
          values.name.trim() === '' ? tForm('required') : t('nameTooShort', { min: BOOTH_NAME_MIN_LENGTH }),
      }));
      return;
    }
    setSending(true);
    try {
      const { data } = await saveBooth(call, boothBody(values), booth !== null);
      setBooth(data);
      const owner = boothInfoOwner(call);
      if (owner)
        boothInfoStore.success(owner, {
          id: data.id,
          title: data.title,
          name: data.name,
          logoId: data.logoId,
        });
      toast.success(t('updated'));
    } catch (error) {
      if (error instanceof ApiError)
        setErrors(
          Object.fromEntries(
            Object.entries(error.fields).map(([key, messages]) => [key, messages.join(' ')]),
          ),
        );
      toast.error(errorMessage(error, t('saveFailed')), { toastId: 'booth-save-failed' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={(event) => void submit(event)}
      sx={{ maxWidth: 720 }}
    >
      {!booth && <Alert severity="info">{t('createIntro')}</Alert>}
      <BoothImageField
        kind="logo"
        imageId={values.logoId}
        onChange={(id) => set('logoId', id)}
        error={errors.logoId}
      />
      <BoothImageField
        kind="banner"
        imageId={values.bannerId}
        onChange={(id) => set('bannerId', id)}
        error={errors.bannerId}
      />
      <Divider />
      <TextField {...text('name')} label={t('fields.name')} required autoComplete="organization" />
      <TextField
        {...text('title', { helperText: t('fields.titleHint') })}
        label={t('fields.title')}
        slotProps={{ htmlInput: { maxLength: BOOTH_TITLE_MAX_LENGTH } }}
      />
      <TextField
        {...text('description', {
          helperText: tForm('counter', {
            count: values.description.length,
            max: BOOTH_DESCRIPTION_MAX_LENGTH,
          }),
        })}
        label={t('fields.description')}
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: BOOTH_DESCRIPTION_MAX_LENGTH } }}
      />
      <Typography component="h2" variant="h3">
        {t('contactHeading')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...text('email')} label={t('fields.email')} type="email" autoComplete="email" />
        <TextField {...text('website')} label={t('fields.website')} type="url" placeholder="https://" />
      </Stack>
      <BoothSocialFields values={values.social} errors={errors} onChange={setSocial} />
      <Typography component="h2" variant="h3">
        {t('addressHeading')}
      </Typography>
      <TextField {...text('street')} label={t('fields.street')} autoComplete="street-address" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...text('postalCode', { helperText: t('fields.postalCodeHint') })}
          label={t('fields.postalCode')}
          autoComplete="postal-code"
          sx={{ maxWidth: { sm: 200 } }}
        />
        <CityAutocomplete
          name="cityId"
          label={t('fields.city')}
          value={values.city}
          onChange={(city) => set('city', city && { id: city.id, name: city.name }, 'cityId')}
          error={Boolean(errors.cityId)}
          helperText={errors.cityId}
        />
      </Stack>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={sending}
        aria-busy={sending}
        startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        sx={{ alignSelf: { sm: 'flex-start' }, minWidth: 200 }}
      >
        {booth ? t('save') : t('create')}
      </Button>
    </Stack>
  );
}

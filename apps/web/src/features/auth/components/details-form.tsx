'use client';
import { useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { editUserBodySchema, type EditUserBody, type UserDetails } from '@kraam/shared';
import { FormTextField } from '@/components/forms/form-text-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { errorMessage } from '@/lib/api/api-error';
import { reportSubmitFailure } from '@/lib/forms/report-submit-failure';
import { useSchemaResolver } from '@/lib/forms/use-schema-resolver';
import { editUser } from '../api/accounts';
import { useCallContext } from '../hooks/use-auth';
import { useUpdateUserDetails, useUserDetails } from '../hooks/use-user-details';
import { AvatarField } from './avatar-field';
import { NameFields } from './account-fields';

interface DetailsValues {
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  priceDropMail: boolean;
}
const FIELDS = ['firstName', 'lastName', 'phone', 'address'];

const orNull = (value: string): string | null => (value.trim() === '' ? null : value);
// Phone and address may be left empty: the API stores null for them.
const toBody = (values: DetailsValues) => ({
  ...values,
  phone: orNull(values.phone),
  address: orNull(values.address),
});

/**
 * /dashboard/details: the avatar (uploaded on its own), first name, last name, phone, address, and whether
 * a favourite's price drop comes by mail too; the email is shown read-only.
 */
export function DetailsForm() {
  const t = useTranslations('auth');
  const { data: details, isPending, error } = useUserDetails();
  if (details) return <DetailsFields key={details.id} details={details} />;
  if (isPending) return <CircularProgress aria-label={t('loading')} />;
  return <Alert severity="error">{errorMessage(error, t('genericError'))}</Alert>;
}

function DetailsFields({ details }: { details: UserDetails }) {
  const t = useTranslations('auth');
  const ctx = useCallContext();
  const update = useUpdateUserDetails();
  const form = useForm({
    defaultValues: {
      firstName: details.firstName,
      lastName: details.lastName,
      phone: details.phone ?? '',
      address: details.address ?? '',
      priceDropMail: details.priceDropMail,
    },
    resolver: useSchemaResolver<DetailsValues, EditUserBody>(editUserBodySchema, { toInput: toBody }),
  });
  const save = useMutation({
    mutationFn: (body: EditUserBody) => editUser(ctx, body),
    onSuccess: (_answer, body) => {
      update({
        firstName: body.firstName,
        lastName: body.lastName,
        phone: body.phone ?? null,
        address: body.address ?? null,
        ...(body.priceDropMail === undefined ? {} : { priceDropMail: body.priceDropMail }),
      });
      toast.success(t('details.updated'));
    },
    onError: (error) =>
      reportSubmitFailure(error, {
        setError: form.setError,
        fields: FIELDS,
        fallback: t('genericError'),
        toastId: 'details-failed',
      }),
  });
  const submit = form.handleSubmit((body) => save.mutateAsync(body).catch(() => undefined));

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(event) => void submit(event)}
      sx={{ maxWidth: 560 }}
    >
      <AvatarField
        galleryId={details.galleryId}
        name={`${details.firstName} ${details.lastName}`}
        onUploaded={(galleryId) => update({ galleryId })}
      />
      <NameFields control={form.control} first="firstName" last="lastName" />
      <TextField
        label={t('fields.email')}
        value={details.email}
        fullWidth
        slotProps={{ input: { readOnly: true } }}
        helperText={t('details.emailFixed')}
      />
      <FormTextField
        control={form.control}
        name="phone"
        hint={t('fields.phoneHint')}
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
        fullWidth
      />
      <FormTextField
        control={form.control}
        name="address"
        label={t('fields.address')}
        autoComplete="street-address"
        multiline
        minRows={2}
        fullWidth
      />
      <Controller
        control={form.control}
        name="priceDropMail"
        render={({ field }) => (
          <div>
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  onChange={(_, checked) => field.onChange(checked)}
                  slotProps={{ input: { 'aria-describedby': 'price-drop-mail-hint' } }}
                />
              }
              label={t('fields.priceDropMail')}
              sx={{ minHeight: 44 }}
            />
            <FormHelperText id="price-drop-mail-hint">{t('fields.priceDropMailHint')}</FormHelperText>
          </div>
        )}
      />
      <SubmitButton sending={save.isPending}>{t('details.submit')}</SubmitButton>
    </Stack>
  );
}

'use client';
import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'react-toastify';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UserDetails } from '@kraam/shared';
import { errorMessage } from '@/lib/api/api-error';
import { editUser } from '../api/accounts';
import { useCallContext } from '../hooks/use-auth';
import { useFormFields } from '../hooks/use-form-fields';
import { useUserDetails } from '../hooks/use-user-details';
import { AvatarField } from './avatar-field';
import { NameFields } from './account-fields';
import { SubmitButton } from '@/components/forms/submit-button';

/** /dashboard/details: the avatar (uploaded on its own), first name, last name, phone, address; the email is shown read-only. */
export function DetailsForm() {
  const t = useTranslations('auth');
  const { details, loading, error } = useUserDetails();
  if (details) return <DetailsFields key={details.id} details={details} />;
  if (loading) return <CircularProgress aria-label={t('loading')} />;
  return <Alert severity="error">{errorMessage(error, t('genericError'))}</Alert>;
}

function DetailsFields({ details }: { details: UserDetails }) {
  const t = useTranslations('auth');
  const ctx = useCallContext();
  const { update } = useUserDetails();
  const form = useFormFields({
    firstName: details.firstName,
    lastName: details.lastName,
    phone: details.phone ?? '',
    address: details.address ?? '',
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.requireFilled(['firstName', 'lastName'], t('required'))) return;
    const body = {
      firstName: form.values.firstName.trim(),
      lastName: form.values.lastName.trim(),
      phone: form.values.phone.trim() || null,
      address: form.values.address.trim() || null,
    };
    await form.send(
      async () => {
        await editUser(ctx, body);
        update({ ...details, ...body });
        toast.success(t('details.updated'));
      },
      { fallback: t('genericError'), toastId: 'details-failed' },
    );
  };

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
        onUploaded={(galleryId) => update({ ...details, galleryId })}
      />
      <NameFields form={form} first="firstName" last="lastName" />
      <TextField
        label={t('fields.email')}
        value={details.email}
        fullWidth
        slotProps={{ input: { readOnly: true } }}
        helperText={t('details.emailFixed')}
      />
      <TextField
        {...form.field('phone', t('fields.phoneHint'))}
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
        fullWidth
      />
      <TextField
        {...form.field('address')}
        label={t('fields.address')}
        autoComplete="street-address"
        multiline
        minRows={2}
        fullWidth
      />
      <SubmitButton sending={form.sending}>{t('details.submit')}</SubmitButton>
    </Stack>
  );
}

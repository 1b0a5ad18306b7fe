'use client';
import { useTranslations } from 'next-intl';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DELIVERY_OPTIONS, type Delivery } from '@kraam/shared';
import { DEFAULT_PHONE_CODE } from '../../ad-draft';
import type { StepProps } from './step-props';

/** Phone with its country code (+31 first) and how the buyer gets the item. */
export function ContactStep({ draft, update, errors, phoneCodes }: StepProps & { phoneCodes: string[] }) {
  const t = useTranslations('publish.steps.contact');
  const tDelivery = useTranslations('publish.delivery');
  const codes = phoneCodes.includes(draft.phoneCode) ? phoneCodes : [draft.phoneCode, ...phoneCodes];
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <TextField
          select
          name="phoneCode"
          label={t('countryCode')}
          value={draft.phoneCode}
          onChange={(event) => update({ phoneCode: event.target.value || DEFAULT_PHONE_CODE })}
          sx={{ width: 120, flexShrink: 0 }}
        >
          {codes.map((code) => (
            <MenuItem key={code} value={code}>
              {code}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          name="phoneNumber"
          label={t('phone')}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          fullWidth
          value={draft.phoneNumber}
          onChange={(event) => update({ phoneNumber: event.target.value })}
          error={Boolean(errors.phoneNumber)}
          helperText={errors.phoneNumber ?? t('phoneHint')}
        />
      </Stack>
      <FormControl error={Boolean(errors.delivery)} required>
        <FormLabel id="delivery-label">{t('delivery')}</FormLabel>
        <RadioGroup
          aria-labelledby="delivery-label"
          name="delivery"
          value={draft.delivery}
          onChange={(event) => update({ delivery: event.target.value as Delivery })}
        >
          {DELIVERY_OPTIONS.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={tDelivery(option)}
              sx={{ minHeight: 44 }}
            />
          ))}
        </RadioGroup>
        {errors.delivery && <FormHelperText>{errors.delivery}</FormHelperText>}
      </FormControl>
    </Stack>
  );
}

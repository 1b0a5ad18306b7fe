'use client';
import { useTranslations } from 'next-intl';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  PRICE_TYPES,
  RENTAL_PERIODS,
  priceTypeNeedsAmount,
  type PriceType,
  type RentalPeriod,
} from '@kraam/shared';
import type { StepProps } from './step-props';

/** The price type (SPEC §3) and, only where that type takes one, the amount; rentals also a period. */
export function PriceStep({ draft, update, errors }: StepProps) {
  const t = useTranslations('publish.steps.price');
  const tType = useTranslations('publish.priceType');
  const tPeriod = useTranslations('publish.rentalPeriod');
  const needsAmount = draft.priceType !== '' && priceTypeNeedsAmount(draft.priceType);
  return (
    <Stack spacing={3}>
      <FormControl error={Boolean(errors.priceType)} required>
        <FormLabel id="price-type-label">{t('type')}</FormLabel>
        <RadioGroup
          aria-labelledby="price-type-label"
          name="priceType"
          value={draft.priceType}
          onChange={(event) => update({ priceType: event.target.value as PriceType })}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {PRICE_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              value={type}
              control={<Radio />}
              label={tType(type)}
              sx={{ minHeight: 44 }}
            />
          ))}
        </RadioGroup>
        {errors.priceType && <FormHelperText>{errors.priceType}</FormHelperText>}
      </FormControl>
      {needsAmount && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            name="price"
            label={draft.priceType === 'suggestion' ? t('amountFrom') : t('amount')}
            required
            inputMode="decimal"
            value={draft.price}
            onChange={(event) => update({ price: event.target.value })}
            error={Boolean(errors.price)}
            helperText={errors.price ?? t('amountHint')}
            slotProps={{ input: { startAdornment: <InputAdornment position="start">€</InputAdornment> } }}
            sx={{ maxWidth: { sm: 260 } }}
            fullWidth
          />
          {draft.priceType === 'rental' && (
            <TextField
              select
              name="rentalPeriod"
              label={t('period')}
              required
              value={draft.rentalPeriod}
              onChange={(event) => update({ rentalPeriod: event.target.value as RentalPeriod })}
              error={Boolean(errors.rentalPeriod)}
              helperText={errors.rentalPeriod}
              sx={{ minWidth: 200 }}
            >
              {RENTAL_PERIODS.map((period) => (
                <MenuItem key={period} value={period}>
                  {tPeriod(period)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      )}
    </Stack>
  );
}

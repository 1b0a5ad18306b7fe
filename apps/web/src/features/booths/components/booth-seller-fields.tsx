'use client';
import { useTranslations } from 'next-intl';
import { Controller, useWatch, type Control } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SELLER_TYPES, type BoothBody } from '@kraam/shared';
import { FormTextField } from '@/components/forms/form-text-field';
import type { BoothFormValues } from '../booth-form-values';

/**
 * Private or business seller, and for a business the legal notice's own fields (the booth's email and
 * address below complete it). Hidden for a private seller, whose booth keeps none of them.
 */
export function BoothSellerFields({ control }: { control: Control<BoothFormValues, unknown, BoothBody> }) {
  const t = useTranslations('publish.booth');
  const sellerType = useWatch({ control, name: 'sellerType' });
  return (
    <>
      <Typography component="h2" variant="h3">
        {t('sellerHeading')}
      </Typography>
      <Controller
        control={control}
        name="sellerType"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="seller-type-label">{t('sellerType.legend')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="seller-type-label"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
            >
              {SELLER_TYPES.map((type) => (
                <FormControlLabel
                  key={type}
                  value={type}
                  control={<Radio />}
                  label={t(`sellerType.${type}`)}
                  sx={{ minHeight: 44 }}
                />
              ))}
            </RadioGroup>
            <FormHelperText>{t(`sellerType.${field.value}Hint`)}</FormHelperText>
          </FormControl>
        )}
      />
      {sellerType === 'trader' && (
        <Stack spacing={3} component="section" aria-labelledby="booth-trader-heading">
          <div>
            <Typography id="booth-trader-heading" component="h3" variant="h4">
              {t('traderHeading')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('traderIntro')}
            </Typography>
          </div>
          <FormTextField
            control={control}
            name="companyName"
            label={t('fields.companyName')}
            hint={t('fields.companyNameHint')}
            required
            autoComplete="organization"
            fullWidth
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={control}
              name="kvkNumber"
              label={t('fields.kvkNumber')}
              hint={t('fields.kvkNumberHint')}
              required
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              fullWidth
            />
            <FormTextField
              control={control}
              name="phone"
              label={t('fields.phone')}
              hint={t('fields.phoneHint')}
              required
              type="tel"
              autoComplete="tel"
              fullWidth
            />
          </Stack>
        </Stack>
      )}
    </>
  );
}

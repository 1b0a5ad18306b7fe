'use client';
import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { AdFilterQuery } from '@kraam/shared';
import { useSchemaResolver, type FieldProblem } from '@/lib/forms/use-schema-resolver';
import { loadAdFilterQuerySchema } from '../load-filter-rules';
import { FilterSection } from './filter-section';

interface PriceFilterProps {
  min: string | undefined;
  max: string | undefined;
  onApply: (min: string | undefined, max: string | undefined) => void;
}

interface PriceValues {
  priceMin: string;
  priceMax: string;
}

// Checked by the search's own rules (adFilterQuerySchema): an empty field is no bound.
const toQuery = ({ priceMin, priceMax }: PriceValues) => ({
  priceMin: priceMin === '' ? undefined : priceMin,
  priceMax: priceMax === '' ? undefined : priceMax,
});

/** Price range in whole euros; applied on Enter or when the field loses focus, not on every keystroke. */
export function PriceFilter({ min, max, onApply }: PriceFilterProps) {
  const t = useTranslations('browse.filters');
  const reword = useCallback(
    ({ path }: FieldProblem) => (path === 'priceMax' ? t('priceMaxTooLow') : undefined),
    [t],
  );
  const form = useForm({
    mode: 'onChange',
    defaultValues: { priceMin: min ?? '', priceMax: max ?? '' },
    resolver: useSchemaResolver<PriceValues, AdFilterQuery>(loadAdFilterQuerySchema, {
      toInput: toQuery,
      reword,
    }),
  });
  const apply = form.handleSubmit(({ priceMin, priceMax }) => {
    const next = { min: priceMin?.toString(), max: priceMax?.toString() };
    if (next.min !== min || next.max !== max) onApply(next.min, next.max);
  });

  const field = (name: keyof PriceValues) => (
    <Controller
      control={form.control}
      name={name}
      // Each bound is checked against the other one as either changes.
      rules={{ deps: name === 'priceMin' ? ['priceMax'] : ['priceMin'] }}
      render={({ field: bound, fieldState }) => (
        <TextField
          size="small"
          label={t(name)}
          name={bound.name}
          value={bound.value}
          inputRef={bound.ref}
          onChange={(event) => bound.onChange(event.target.value.replace(/\D/g, ''))}
          onBlur={() => {
            bound.onBlur();
            void apply();
          }}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              maxLength: 9,
              'data-testid': name === 'priceMin' ? 'price-min' : 'price-max',
            },
            input: { startAdornment: <InputAdornment position="start">€</InputAdornment> },
          }}
        />
      )}
    />
  );
  return (
    <FilterSection legend={t('price')}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void apply(event)}
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}
      >
        {field('priceMin')}
        {field('priceMax')}
        {/* Enter in either field submits the range. */}
        <button type="submit" hidden />
      </Box>
    </FilterSection>
  );
}

'use client';
import { useCallback, useEffect, useRef, type FormEvent } from 'react';
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

/** How long typing must pause before the range applies by itself (blur alone was missed). */
export const PRICE_APPLY_DELAY_MS = 600;

/** Price range in whole euros; applied on Enter, on leaving the field or after a pause in typing. */
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
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Typed since the range was last applied: the fields then keep what is typed over what the URL says.
  const typed = useRef(false);
  const apply = (event?: FormEvent) => {
    clearTimeout(timer.current);
    return form.handleSubmit(({ priceMin, priceMax }) => {
      typed.current = false;
      const next = { min: priceMin?.toString(), max: priceMax?.toString() };
      if (next.min !== min || next.max !== max) onApply(next.min, next.max);
    })(event);
  };
  const applySoon = () => {
    typed.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void apply(), PRICE_APPLY_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  // The range changed elsewhere (reset, back button): show it, unless someone is typing a new one.
  const { reset } = form;
  useEffect(() => {
    if (!typed.current) reset({ priceMin: min ?? '', priceMax: max ?? '' });
  }, [min, max, reset]);

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
          onChange={(event) => {
            bound.onChange(event.target.value.replace(/\D/g, ''));
            applySoon();
          }}
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

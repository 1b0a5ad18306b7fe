'use client';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { FilterSection } from './filter-section';

interface PriceFilterProps {
  min: string | undefined;
  max: string | undefined;
  onApply: (min: string | undefined, max: string | undefined) => void;
}

const wholeEuros = (value: string): string | undefined => {
  const trimmed = value.trim();
  return /^\d{1,9}$/.test(trimmed) ? String(Number(trimmed)) : undefined;
};

/** Price range in whole euros; applied on Enter or when the field loses focus, not on every keystroke. */
export function PriceFilter({ min, max, onApply }: PriceFilterProps) {
  const t = useTranslations('browse.filters');
  const [draft, setDraft] = useState({ min: min ?? '', max: max ?? '' });
  const lowerThanMin = draft.min !== '' && draft.max !== '' && Number(draft.max) < Number(draft.min);

  const apply = () => {
    if (lowerThanMin) return;
    const next = { min: wholeEuros(draft.min), max: wholeEuros(draft.max) };
    if (next.min !== min || next.max !== max) onApply(next.min, next.max);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  const field = (key: 'min' | 'max') => (
    <TextField
      size="small"
      label={t(key === 'min' ? 'priceMin' : 'priceMax')}
      value={draft[key]}
      onChange={(event) => setDraft({ ...draft, [key]: event.target.value.replace(/\D/g, '') })}
      onBlur={apply}
      error={key === 'max' && lowerThanMin}
      helperText={key === 'max' && lowerThanMin ? t('priceMaxTooLow') : undefined}
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: 9, 'data-testid': `price-${key}` },
        input: { startAdornment: <InputAdornment position="start">€</InputAdornment> },
      }}
    />
  );
  return (
    <FilterSection legend={t('price')}>
      <Box
        component="form"
        onSubmit={submit}
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}
      >
        {field('min')}
        {field('max')}
        {/* Enter in either field submits the range. */}
        <button type="submit" hidden />
      </Box>
    </FilterSection>
  );
}

'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { FilterSection } from './filter-section';

interface NumberRangeFilterProps {
  legend: string;
  min: number | undefined;
  max: number | undefined;
  onApply: (min: number | undefined, max: number | undefined) => void;
}

const asNumber = (typed: string): number | undefined => {
  const value = Number(typed.trim().replace(',', '.'));
  return typed.trim() === '' || !Number.isFinite(value) || value < 0 ? undefined : value;
};

/** A category number field's range ('Van'/'Tot'); applied on Enter or when a bound loses focus. */
export function NumberRangeFilter({ legend, min, max, onApply }: NumberRangeFilterProps) {
  const t = useTranslations('browse.filters');
  const [typed, setTyped] = useState({ min: min?.toString() ?? '', max: max?.toString() ?? '' });
  const apply = () => {
    const next = { min: asNumber(typed.min), max: asNumber(typed.max) };
    if (next.min !== min || next.max !== max) onApply(next.min, next.max);
  };
  const bound = (name: 'min' | 'max') => (
    <TextField
      size="small"
      label={t(name === 'min' ? 'priceMin' : 'priceMax')}
      value={typed[name]}
      onChange={(event) => setTyped({ ...typed, [name]: event.target.value.replace(/[^\d,.]/g, '') })}
      onBlur={apply}
      slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 9 } }}
    />
  );
  return (
    <FilterSection legend={legend}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}
      >
        {bound('min')}
        {bound('max')}
        {/* Enter in either field applies the range. */}
        <button type="submit" hidden />
      </Box>
    </FilterSection>
  );
}

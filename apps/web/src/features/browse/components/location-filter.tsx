'use client';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DUTCH_POSTAL_CODE_PATTERN, normalizePostalCode, type Province } from '@kraam/shared';
import { getProvinces } from '../api/place-calls';
import { useBrowseContext } from '../hooks/use-browse-context';
import type { Filters } from '../filters';
import { FilterSection } from './filter-section';

export const RADIUS_CHOICES = [5, 10, 25, 50, 100, 250] as const;
const DEFAULT_RADIUS = '25';
/** The four digits of a postal code are enough for a radius search. */
const PC4 = /^[1-9]\d{3}$/;
const isPostalCode = (value: string) => PC4.test(value) || DUTCH_POSTAL_CODE_PATTERN.test(value);

interface LocationFilterProps {
  filters: Filters;
  onApply: (changes: Partial<Filters>) => void;
}

/** Where: a province, or a postal code with a radius in km. */
export function LocationFilter({ filters, onApply }: LocationFilterProps) {
  const t = useTranslations('browse.filters');
  const ctx = useBrowseContext();
  const [provinces, setProvinces] = useState<Province[]>([]);
  const [postalCode, setPostalCode] = useState(filters.postalCode ?? '');
  const invalid = postalCode.trim() !== '' && !isPostalCode(postalCode.trim());

  useEffect(() => {
    const controller = new AbortController();
    getProvinces({ ...ctx, signal: controller.signal })
      .then(setProvinces)
      // Without the list the province choice stays empty; postal code and radius still work.
      .catch(() => undefined);
    return () => controller.abort();
  }, [ctx]);

  const applyPostalCode = () => {
    const value = postalCode.trim();
    if (invalid) return;
    // Written without the space ('1234AB'), or the four digits alone: a tidy, shareable URL.
    const next =
      value === '' ? undefined : PC4.test(value) ? value : normalizePostalCode(value).replace(' ', '');
    if (next === filters.postalCode) return;
    onApply(
      next
        ? { postalCode: next, radiusKm: filters.radiusKm ?? DEFAULT_RADIUS, lat: undefined, lng: undefined }
        : {
            postalCode: undefined,
            radiusKm: undefined,
            sort: filters.sort === 'nearest' ? undefined : filters.sort,
          },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    applyPostalCode();
  };

  return (
    <FilterSection legend={t('location')}>
      <TextField
        select
        fullWidth
        size="small"
        label={t('province')}
        value={provinces.length > 0 ? (filters.provinceId ?? '') : ''}
        onChange={(event) => onApply({ provinceId: event.target.value || undefined, cityId: undefined })}
        sx={{ mb: 1.5 }}
      >
        <MenuItem value="">{t('anyProvince')}</MenuItem>
        {provinces.map((province) => (
          <MenuItem key={province.id} value={String(province.id)}>
            {province.name}
          </MenuItem>
        ))}
      </TextField>
      <Box
        component="form"
        onSubmit={submit}
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}
      >
        <TextField
          size="small"
          label={t('postalCode')}
          value={postalCode}
          onChange={(event) => setPostalCode(event.target.value.toUpperCase())}
          onBlur={applyPostalCode}
          error={invalid}
          helperText={invalid ? t('postalCodeInvalid') : undefined}
          slotProps={{
            htmlInput: { maxLength: 7, autoComplete: 'postal-code', 'data-testid': 'postal-code' },
          }}
        />
        <TextField
          select
          size="small"
          label={t('radius')}
          value={filters.radiusKm ?? ''}
          disabled={!filters.postalCode}
          onChange={(event) => onApply({ radiusKm: event.target.value || undefined })}
          slotProps={{ htmlInput: { 'data-testid': 'radius' } }}
        >
          <MenuItem value="">{t('anyDistance')}</MenuItem>
          {RADIUS_CHOICES.map((km) => (
            <MenuItem key={km} value={String(km)}>
              {t('radiusKm', { km })}
            </MenuItem>
          ))}
        </TextField>
        <button type="submit" hidden />
      </Box>
    </FilterSection>
  );
}

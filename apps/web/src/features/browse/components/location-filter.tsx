'use client';
import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { API_PATHS, type AdFilterQuery, type Province } from '@kraam/shared';
import { errorMessage } from '@/lib/api/api-error';
import { useSchemaResolver } from '@/lib/forms/use-schema-resolver';
import { loadAdFilterQuerySchema } from '../load-filter-rules';
import { apiQuery } from '@/lib/query/api-query';
import { useBrowseContext } from '../hooks/use-browse-context';
import type { FilterChange, Filters } from '../filters';
import { FilterSection } from './filter-section';

export const RADIUS_CHOICES = [5, 10, 25, 50, 100, 250] as const;
const DEFAULT_RADIUS = '25';
/** Place lists change with a deploy, not while someone browses. */
const PROVINCES_STALE_MS = 60 * 60 * 1000;

interface LocationFilterProps {
  filters: Filters;
  onApply: (change: FilterChange) => void;
}

interface PostalCodeValues {
  postalCode: string;
}

// Checked by the search's own rule (adFilterQuerySchema): a full postal code or its four digits.
const toQuery = ({ postalCode }: PostalCodeValues) => ({
  postalCode: postalCode.trim() === '' ? undefined : postalCode,
});

/** Where: a province, or a postal code with a radius in km. */
export function LocationFilter({ filters, onApply }: LocationFilterProps) {
  const t = useTranslations('browse.filters');
  const ctx = useBrowseContext();
  const provinces = useQuery({
    ...apiQuery<Province[]>({
      apiBase: ctx.apiBase,
      path: API_PATHS.provinces,
      lang: ctx.lang,
    }),
    staleTime: PROVINCES_STALE_MS,
  });
  const provinceList = provinces.data ?? [];
  const reword = useCallback(() => t('postalCodeInvalid'), [t]);
  const form = useForm({
    mode: 'onChange',
    defaultValues: { postalCode: filters.postalCode ?? '' },
    resolver: useSchemaResolver<PostalCodeValues, AdFilterQuery>(loadAdFilterQuerySchema, {
      toInput: toQuery,
      reword,
    }),
  });

  const applyPostalCode = form.handleSubmit(({ postalCode }) => {
    // Written without the space ('1234AB'), or the four digits alone: a tidy, shareable URL.
    const next = postalCode?.replace(' ', '');
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
  });

  return (
    <FilterSection legend={t('location')}>
      <TextField
        select
        fullWidth
        size="small"
        label={t('province')}
        value={provinceList.length > 0 ? (filters.provinceId ?? '') : ''}
        onChange={(event) => onApply({ provinceId: event.target.value || undefined, cityId: undefined })}
        // Without the list the province choice stays empty; postal code and radius still work.
        error={provinces.isError}
        helperText={provinces.isError ? errorMessage(provinces.error, t('provincesFailed')) : undefined}
        sx={{ mb: 1.5 }}
      >
        <MenuItem value="">{t('anyProvince')}</MenuItem>
        {provinceList.map((province) => (
          <MenuItem key={province.id} value={String(province.id)}>
            {province.name}
          </MenuItem>
        ))}
      </TextField>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void applyPostalCode(event)}
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}
      >
        <Controller
          control={form.control}
          name="postalCode"
          render={({ field, fieldState }) => (
            <TextField
              size="small"
              label={t('postalCode')}
              name={field.name}
              value={field.value}
              inputRef={field.ref}
              onChange={(event) => field.onChange(event.target.value.toUpperCase())}
              onBlur={() => {
                field.onBlur();
                void applyPostalCode();
              }}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              slotProps={{
                htmlInput: { maxLength: 7, autoComplete: 'postal-code', 'data-testid': 'postal-code' },
              }}
            />
          )}
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

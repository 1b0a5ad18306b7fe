'use client';
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { API_PATHS, CITY_SEARCH_MIN_LETTERS, countLetters, type City } from '@kraam/shared';
import { useApiBase } from '@/lib/api/api-base-context';
import { apiQuery } from '@/lib/query/api-query';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export interface CityChoice {
  id: number;
  name: string;
  provinceId?: number;
  latitude?: number;
  longitude?: number;
}

interface CityAutocompleteProps {
  value: CityChoice | null;
  onChange: (city: CityChoice | null) => void;
  label: string;
  /** Only cities of this province. */
  provinceId?: number | null;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  name?: string;
}

const SEARCH_DELAY_MS = 250;

/** City chooser over /public/v2/City/GetAll: searches once the term has enough letters (SPEC §5). */
export function CityAutocomplete({
  value,
  onChange,
  label,
  provinceId,
  required,
  error,
  helperText,
  name,
}: CityAutocompleteProps) {
  const t = useTranslations('publish.city');
  const apiBase = useApiBase();
  const lang = useLocale();
  const [input, setInput] = useState(value?.name ?? '');
  const enough = countLetters(input) >= CITY_SEARCH_MIN_LETTERS;
  const asked = useDebouncedValue(input.trim(), SEARCH_DELAY_MS);
  // The chosen city's own name in the box is not a new search.
  const wanted = countLetters(asked) >= CITY_SEARCH_MIN_LETTERS && asked !== value?.name;
  const { data: options = [], isFetching } = useQuery({
    ...apiQuery<City[]>({
      apiBase,
      path: API_PATHS.cities,
      lang,
      params: { search: asked, limit: 20, provinceId: provinceId ?? null },
    }),
    enabled: wanted,
    placeholderData: keepPreviousData,
  });

  return (
    <Autocomplete<CityChoice>
      value={value}
      onChange={(_event, city) => onChange(city)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      options={enough ? options : []}
      loading={wanted && isFetching}
      filterOptions={(all) => all}
      getOptionLabel={(city) => city.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={enough ? t('none') : t('tooShort', { min: CITY_SEARCH_MIN_LETTERS })}
      loadingText={t('loading')}
      // MUI's defaults are English whatever the page's language.
      openText={t('open')}
      closeText={t('close')}
      clearText={t('clear')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          error={error}
          helperText={helperText ?? t('hint', { min: CITY_SEARCH_MIN_LETTERS })}
        />
      )}
    />
  );
}

'use client';
import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { API_PATHS, CITY_SEARCH_MIN_LETTERS, cityListSchema, countLetters, type City } from '@kraam/shared';
import { useApiBase } from '@/lib/api/api-base-context';
import { fetchData } from '@/lib/api/fetch-data';

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
  const [options, setOptions] = useState<City[]>([]);
  const [loading, setLoading] = useState(false);
  const enough = countLetters(input) >= CITY_SEARCH_MIN_LETTERS;

  useEffect(() => {
    if (!enough || input === value?.name) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      fetchData(apiBase, API_PATHS.cities, cityListSchema, {
        lang,
        signal: controller.signal,
        query: { search: input.trim(), limit: 20, ...(provinceId ? { provinceId } : {}) },
      })
        .then(setOptions)
        .catch(() => setOptions([]))
        .finally(() => setLoading(false));
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [apiBase, lang, input, enough, provinceId, value?.name]);

  return (
    <Autocomplete<CityChoice>
      value={value}
      onChange={(_event, city) => onChange(city)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      options={enough ? options : []}
      loading={loading}
      filterOptions={(all) => all}
      getOptionLabel={(city) => city.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={enough ? t('none') : t('tooShort', { min: CITY_SEARCH_MIN_LETTERS })}
      loadingText={t('loading')}
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

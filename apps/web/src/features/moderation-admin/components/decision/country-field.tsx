'use client';
import { useMemo } from 'react';
import { useLocale } from 'next-intl';
import { useController, type Control } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { EEA_COUNTRY_CODES, type DecisionInsert } from '@kraam/shared';
import { useModerationFormat } from '../../hooks/use-moderation-format';
import type { CountryCode, DecisionFormValues } from '../../model/decision-form';

/** territorial_scope: the EU and EEA countries by name in the moderator's language; type to find one. */
export function CountryField({
  control,
  label,
}: {
  control: Control<DecisionFormValues, unknown, DecisionInsert>;
  label: string;
}) {
  const format = useModerationFormat();
  const { field, fieldState } = useController({ control, name: 'territorial_scope' });
  const locale = useLocale();
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    const name = (code: CountryCode) => names.of(code) ?? code;
    return [...EEA_COUNTRY_CODES].sort((a, b) => name(a).localeCompare(name(b), locale));
  }, [locale]);
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={options}
      value={field.value}
      onChange={(_event, value: CountryCode[]) => field.onChange(value)}
      onBlur={field.onBlur}
      getOptionLabel={(code) => format.country(code)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

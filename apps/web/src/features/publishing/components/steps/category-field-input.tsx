'use client';
import { useTranslations } from 'next-intl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { CategoryField } from '@kraam/shared';

interface CategoryFieldInputProps {
  field: CategoryField;
  value: string | boolean | undefined;
  onChange: (value: string | boolean) => void;
  error?: string;
}

/** One of the category's own fields, drawn by its type: text, number (with unit), select or yes/no. */
export function CategoryFieldInput({ field, value, onChange, error }: CategoryFieldInputProps) {
  const t = useTranslations('publish.steps.details');
  const name = `fieldValues.${field.key}`;
  if (field.type === 'boolean')
    return (
      <FormControlLabel
        control={
          <Switch name={name} checked={value === true} onChange={(event) => onChange(event.target.checked)} />
        }
        label={field.label}
      />
    );
  const common = {
    name,
    label: field.label,
    required: field.required,
    error: Boolean(error),
    helperText: error,
    fullWidth: true,
    value: typeof value === 'string' ? value : '',
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  if (field.type === 'select')
    return (
      <TextField {...common} select>
        {!field.required && (
          <MenuItem value="">
            <em>{t('noChoice')}</em>
          </MenuItem>
        )}
        {field.options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    );
  return (
    <TextField
      {...common}
      inputMode={field.type === 'number' ? 'decimal' : undefined}
      slotProps={
        field.unit
          ? { input: { endAdornment: <InputAdornment position="end">{field.unit}</InputAdornment> } }
          : undefined
      }
    />
  );
}

'use client';
import { useTranslations } from 'next-intl';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SAVED_SEARCH_FREQUENCIES, type SavedSearchFrequency } from '@kraam/shared';

/** How often a saved search alerts: Direct, Dagelijks, Wekelijks or Uit, with when that is under it. */
export function FrequencySelect({
  value,
  onChange,
  disabled,
  size,
}: {
  value: SavedSearchFrequency;
  onChange: (frequency: SavedSearchFrequency) => void;
  disabled?: boolean;
  size?: 'small' | 'medium';
}) {
  const t = useTranslations('savedSearches.alerting');
  return (
    <TextField
      select
      label={t('frequency.label')}
      value={value}
      disabled={disabled}
      size={size}
      onChange={(event) => onChange(event.target.value as SavedSearchFrequency)}
      helperText={t(`frequencyHint.${value}`)}
      sx={{ minWidth: 200 }}
    >
      {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
        <MenuItem key={frequency} value={frequency} sx={{ minHeight: 44 }}>
          {t(`frequency.${frequency}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

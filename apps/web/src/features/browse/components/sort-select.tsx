'use client';
import { useTranslations } from 'next-intl';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SEARCH_SORTS, type SearchSort } from '@kraam/shared';
import { hasCentre, type Filters } from '../filters';

/** The order of a result list: relevance only for a text search, nearest only around a centre. */
export function SortSelect({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const t = useTranslations('browse.sorts');
  const options = SEARCH_SORTS.filter(
    (sort) => (sort !== 'relevance' || filters.search) && (sort !== 'nearest' || hasCentre(filters)),
  );
  const fallback: SearchSort = filters.search ? 'relevance' : 'newest';
  const value = options.find((sort) => sort === filters.sort) ?? fallback;
  return (
    <TextField
      select
      size="small"
      label={t('label')}
      value={value}
      onChange={(event) =>
        onChange({ ...filters, sort: event.target.value === fallback ? undefined : event.target.value })
      }
      sx={{ minWidth: 170 }}
      slotProps={{ htmlInput: { 'data-testid': 'sort' } }}
    >
      {options.map((sort) => (
        <MenuItem key={sort} value={sort}>
          {t(sort)}
        </MenuItem>
      ))}
    </TextField>
  );
}

'use client';
import { useTranslations } from 'next-intl';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CACHE_GROUPS, type CacheGroup } from '@kraam/shared';

const ALL = 'all';

/** A choice of cache group; with `allowAll`, 'All groups' (null) comes first. */
export function GroupSelect({
  label,
  value,
  onChange,
  allowAll = false,
}: {
  label: string;
  value: CacheGroup | null;
  onChange: (group: CacheGroup | null) => void;
  allowAll?: boolean;
}) {
  const t = useTranslations('admin.groups');
  return (
    <TextField
      select
      label={label}
      value={value ?? ALL}
      onChange={(event) => onChange(CACHE_GROUPS.find((group) => group === event.target.value) ?? null)}
      sx={{ minWidth: 200 }}
    >
      {allowAll && <MenuItem value={ALL}>{t('all')}</MenuItem>}
      {CACHE_GROUPS.map((group) => (
        <MenuItem key={group} value={group}>
          {t(group)}
        </MenuItem>
      ))}
    </TextField>
  );
}

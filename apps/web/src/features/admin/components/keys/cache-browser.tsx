'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CacheGroup } from '@kraam/shared';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ClearActions } from './clear-actions';
import { GroupSelect } from './group-select';
import { KeyList } from './key-list';

const PREFIX_DEBOUNCE_MS = 300;

/** /admin/cache ('Clear Cache'): clearing a group or everything, and the key browser below it. */
export function CacheBrowser() {
  const t = useTranslations('admin.cache');
  const [group, setGroup] = useState<CacheGroup | null>(null);
  const [prefixInput, setPrefixInput] = useState('');
  const prefix = useDebouncedValue(prefixInput.trim(), PREFIX_DEBOUNCE_MS);

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1">{t('title')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('intro')}
        </Typography>
      </div>
      <ClearActions />
      <Paper variant="outlined" component="section" aria-labelledby="keys-title">
        <Typography
          id="keys-title"
          variant="h3"
          component="h2"
          sx={{ p: { xs: 2, sm: 3 }, pb: { xs: 1, sm: 1 } }}
        >
          {t('keysTitle')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
          <GroupSelect label={t('filterGroup')} value={group} onChange={setGroup} allowAll />
          <TextField
            label={t('filterPrefix')}
            value={prefixInput}
            onChange={(event) => setPrefixInput(event.target.value)}
            slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
            sx={{ flex: 1 }}
          />
        </Stack>
        <KeyList group={group} prefix={prefix} />
      </Paper>
    </Stack>
  );
}

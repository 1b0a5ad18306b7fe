'use client';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { SavedSearch, SavedSearchEditBody } from '@kraam/shared';
import { LinkButton } from '@/components/link/app-link';
import { useSearchSummary } from '../hooks/use-search-summary';
import { resultsHref } from '../model/saved-search-paths';
import { FrequencySelect } from './frequency-select';

const ACTION = { minHeight: 44 } as const;

/** One saved search: its name and query in words, how often and whether by email and push, and what to do with it. */
export function SavedSearchRow({
  search,
  busy,
  onEdit,
  onRename,
  onDelete,
}: {
  search: SavedSearch;
  busy: boolean;
  onEdit: (change: Omit<SavedSearchEditBody, 'id'>) => void;
  onRename: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations('savedSearches');
  const summary = useSearchSummary();
  const paused = search.frequency === 'off';
  const headingId = `saved-search-${search.id}`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
          {search.name}
        </Typography>
        {paused && <Chip size="small" label={t('list.paused')} />}
      </Box>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {summary(search.query)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <FrequencySelect
          size="small"
          value={search.frequency}
          disabled={busy}
          onChange={(frequency) => onEdit({ frequency })}
        />
        <FormControlLabel
          control={
            <Switch checked={search.email} disabled={busy} onChange={(_, email) => onEdit({ email })} />
          }
          label={t('alerting.email')}
          sx={{ minHeight: 44 }}
        />
        <FormControlLabel
          control={<Switch checked={search.push} disabled={busy} onChange={(_, push) => onEdit({ push })} />}
          label={t('alerting.push')}
          sx={{ minHeight: 44 }}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <LinkButton
          href={resultsHref(search.query)}
          variant="contained"
          aria-label={t('list.openLabel', { name: search.name })}
          sx={ACTION}
        >
          {t('list.open')}
        </LinkButton>
        <Button
          onClick={onRename}
          disabled={busy}
          aria-label={t('list.renameLabel', { name: search.name })}
          sx={ACTION}
        >
          {t('list.rename')}
        </Button>
        <Button
          onClick={() => onEdit({ frequency: paused ? (search.resumeFrequency ?? 'instant') : 'off' })}
          disabled={busy}
          sx={ACTION}
        >
          {paused ? t('list.resume') : t('list.pause')}
        </Button>
        <Button
          color="error"
          onClick={onDelete}
          disabled={busy}
          aria-label={t('list.deleteLabel', { name: search.name })}
          sx={ACTION}
        >
          {t('list.delete')}
        </Button>
      </Box>
    </Paper>
  );
}

'use client';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { LinkButton } from '@/components/link/app-link';
import { activeFilterCount, type Filters } from '../filters';

interface EmptyResultsProps {
  filters: Filters;
  onReset: (next: Filters) => void;
  /** The API did not answer, rather than answering with nothing. */
  failed?: boolean;
}

/** 'No results found.' with a way out: fewer filters, or back to browsing. */
export function EmptyResults({ filters, onReset, failed = false }: EmptyResultsProps) {
  const t = useTranslations('browse.results');
  const narrowed = activeFilterCount(filters) > 0;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <SearchOffIcon sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />
      <Typography variant="h2" sx={{ mb: 1 }}>
        {failed ? t('failed') : t('noResults')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {failed ? t('failedText') : narrowed ? t('noResultsFiltered') : t('noResultsText')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
        {narrowed && (
          <Button
            variant="contained"
            onClick={() => onReset({ search: filters.search, categoryId: filters.categoryId })}
          >
            {t('clearFilters')}
          </Button>
        )}
        <LinkButton href="/" variant={narrowed ? 'outlined' : 'contained'}>
          {t('browseAll')}
        </LinkButton>
      </Box>
    </Paper>
  );
}

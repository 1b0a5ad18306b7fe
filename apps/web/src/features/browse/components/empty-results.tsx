'use client';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { EmptyState } from '@/components/layout/empty-state';
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
    <EmptyState
      icon={SearchOffIcon}
      title={failed ? t('failed') : t('noResults')}
      text={failed ? t('failedText') : narrowed ? t('noResultsFiltered') : t('noResultsText')}
    >
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
    </EmptyState>
  );
}

'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import buttons from '@/components/buttons/button.module.css';
import { iconSearchOff } from '@/components/icons/icon-paths';
import { EmptyState } from '@/components/layout/empty-state';
import { activeFilterCount, type FilterChange, type Filters } from '../filters';

interface EmptyResultsProps {
  filters: Filters;
  onReset: (change: FilterChange) => void;
  /** The API did not answer, rather than answering with nothing. */
  failed?: boolean;
}

/** 'No results found.' with a way out: fewer filters, or back to browsing. */
export function EmptyResults({ filters, onReset, failed = false }: EmptyResultsProps) {
  const t = useTranslations('browse.results');
  const narrowed = activeFilterCount(filters) > 0;
  return (
    <EmptyState
      icon={iconSearchOff}
      title={failed ? t('failed') : t('noResults')}
      text={failed ? t('failedText') : narrowed ? t('noResultsFiltered') : t('noResultsText')}
    >
      {narrowed && (
        <button
          type="button"
          className={`${buttons.button} ${buttons.contained}`}
          onClick={() => onReset((latest) => ({ search: latest.search, categoryId: latest.categoryId }))}
        >
          {t('clearFilters')}
        </button>
      )}
      <Link href="/" className={`${buttons.button} ${narrowed ? buttons.outlined : buttons.contained}`}>
        {t('browseAll')}
      </Link>
    </EmptyState>
  );
}

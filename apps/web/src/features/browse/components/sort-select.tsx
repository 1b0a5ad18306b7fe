'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { SEARCH_SORTS, type SearchSort } from '@kraam/shared';
import { iconExpandMore } from '@/components/icons/icon-paths';
import { InlineIcon } from '@/components/icons/inline-icons';
import { hasCentre, type FilterChange, type Filters } from '../filters';
import styles from './sort-select.module.css';

/** The order of a result list: relevance only for a text search, nearest only around a centre. */
interface SortSelectProps {
  filters: Filters;
  onChange: (change: FilterChange) => void;
}

export function SortSelect({ filters, onChange }: SortSelectProps) {
  const t = useTranslations('browse.sorts');
  const id = useId();
  const options = SEARCH_SORTS.filter(
    (sort) => (sort !== 'relevance' || filters.search) && (sort !== 'nearest' || hasCentre(filters)),
  );
  const fallback: SearchSort = filters.search ? 'relevance' : 'newest';
  const value = options.find((sort) => sort === filters.sort) ?? fallback;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        data-testid="sort"
        onChange={(event) =>
          onChange({ sort: event.target.value === fallback ? undefined : event.target.value })
        }
      >
        {options.map((sort) => (
          <option key={sort} value={sort}>
            {t(sort)}
          </option>
        ))}
      </select>
      <InlineIcon path={iconExpandMore} className={styles.arrow} />
    </div>
  );
}

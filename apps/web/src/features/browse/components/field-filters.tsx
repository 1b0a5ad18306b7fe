'use client';
import { useTranslations } from 'next-intl';
import type { CategoryField } from '@kraam/shared';
import { formatFieldFilters, parseFieldFilters, type FieldFilter } from '@kraam/shared/field-filters';
import { useCategoryFilterFields } from '../hooks/use-category-filter-fields';
import { FilterChecks } from './filter-checks';
import { NumberRangeFilter } from './number-range-filter';

interface FieldFiltersProps {
  categoryId: string | undefined;
  /** The `fields` filter as it stands in the URL. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** The category's own fields as filters (issue 26): options and yes/no as checkboxes, numbers as a range. */
export function FieldFilters({ categoryId, value, onChange }: FieldFiltersProps) {
  const t = useTranslations('browse.filters');
  const fields = useCategoryFilterFields(categoryId);
  const current = (value && parseFieldFilters(value)) || [];
  const of = (key: string) => current.find((filter) => filter.key === key);
  const replace = (next: FieldFilter) =>
    onChange(formatFieldFilters([...current.filter((filter) => filter.key !== next.key), next]));

  const filterOf = (field: CategoryField) => {
    const chosen = of(field.key)?.values ?? [];
    switch (field.type) {
      case 'select':
        return (
          <FilterChecks
            legend={field.label}
            options={field.options.map((option) => option.value)}
            label={(option) => field.options.find((o) => o.value === option)?.label ?? option}
            selected={chosen}
            onChange={(values) => replace({ key: field.key, values })}
          />
        );
      case 'boolean':
        return (
          <FilterChecks
            legend={field.label}
            options={['true']}
            label={() => t('fieldYes')}
            selected={chosen}
            onChange={(values) => replace({ key: field.key, values })}
          />
        );
      case 'number': {
        const range = of(field.key);
        return (
          <NumberRangeFilter
            key={`${range?.min}-${range?.max}`}
            legend={field.unit ? `${field.label} (${field.unit})` : field.label}
            min={range?.min}
            max={range?.max}
            onApply={(min, max) => replace({ key: field.key, min, max })}
          />
        );
      }
      default:
        return null;
    }
  };
  return fields.map((field) => (
    <div key={field.key} data-testid={`field-filter-${field.key}`}>
      {filterOf(field)}
    </div>
  ));
}

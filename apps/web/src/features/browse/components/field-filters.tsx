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
  /** Takes how to change the latest `fields` filter, so a change never works on a stale copy of it. */
  onChange: (update: (latest: string | undefined) => string | undefined) => void;
}

const parsed = (value: string | undefined) => (value && parseFieldFilters(value)) || [];

/** `latest` with the filter of `next.key` replaced by `next`. */
const replaced = (latest: string | undefined, next: FieldFilter) =>
  formatFieldFilters([...parsed(latest).filter((filter) => filter.key !== next.key), next]);

/** `latest` with one value of the filter `key` ticked or unticked. */
function toggled(latest: string | undefined, key: string, value: string, checked: boolean) {
  const others = (parsed(latest).find((filter) => filter.key === key)?.values ?? []).filter(
    (v) => v !== value,
  );
  return replaced(latest, { key, values: checked ? [...others, value] : others });
}

/** The category's own fields as filters: options and yes/no as checkboxes, numbers as a range. */
export function FieldFilters({ categoryId, value, onChange }: FieldFiltersProps) {
  const t = useTranslations('browse.filters');
  const fields = useCategoryFilterFields(categoryId);
  const of = (key: string) => parsed(value).find((filter) => filter.key === key);
  const toggle = (key: string) => (option: string, checked: boolean) =>
    onChange((latest) => toggled(latest, key, option, checked));

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
            onToggle={toggle(field.key)}
          />
        );
      case 'boolean':
        return (
          <FilterChecks
            legend={field.label}
            options={['true']}
            label={() => t('fieldYes')}
            selected={chosen}
            onToggle={toggle(field.key)}
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
            onApply={(min, max) => onChange((latest) => replaced(latest, { key: field.key, min, max }))}
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

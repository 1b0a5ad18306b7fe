'use client';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { CONDITIONS, DELIVERY_OPTIONS, PRICE_TYPES } from '@kraam/shared';
import { activeFilterCount, csvValues, type FilterChange, type FilterKey, type Filters } from '../filters';
import { FieldFilters } from './field-filters';
import { FilterChecks } from './filter-checks';
import { FilterSection } from './filter-section';
import { LocationFilter } from './location-filter';
import { PriceFilter } from './price-filter';

interface FilterPanelProps {
  filters: Filters;
  onChange: (change: FilterChange) => void;
}

const csv = (values: string[]) => (values.length > 0 ? values.join(',') : undefined);

/** Ticks or unticks one value of a comma-separated filter in the latest filters, keeping the others. */
const toggle =
  (key: FilterKey, options: readonly string[], value: string, checked: boolean) => (latest: Filters) => {
    const selected = csvValues(latest[key]);
    const next = options.filter((option) => (option === value ? checked : selected.includes(option)));
    return { ...latest, [key]: csv(next) };
  };

/** The filters of a result list; every change goes straight to the URL. Search, category and sort stay. */
export function FilterPanel({ filters, onChange }: FilterPanelProps) {
  const t = useTranslations('browse.filters');
  const reset = () =>
    onChange((latest) => ({ search: latest.search, categoryId: latest.categoryId, sort: latest.sort }));

  return (
    <Box role="group" aria-label={t('title')}>
      <PriceFilter
        min={filters.priceMin}
        max={filters.priceMax}
        onApply={(priceMin, priceMax) => onChange({ priceMin, priceMax })}
      />
      <FilterChecks
        legend={t('priceType')}
        options={PRICE_TYPES}
        label={(value) => t(`priceTypes.${value}`)}
        selected={csvValues(filters.priceType)}
        onToggle={(value, checked) => onChange(toggle('priceType', PRICE_TYPES, value, checked))}
      />
      <FilterChecks
        legend={t('condition')}
        options={CONDITIONS}
        label={(value) => t(`conditions.${value}`)}
        selected={csvValues(filters.condition)}
        onToggle={(value, checked) => onChange(toggle('condition', CONDITIONS, value, checked))}
      />
      <FilterChecks
        legend={t('delivery')}
        options={DELIVERY_OPTIONS}
        label={(value) => t(`deliveries.${value}`)}
        selected={csvValues(filters.delivery)}
        onToggle={(value, checked) => onChange(toggle('delivery', DELIVERY_OPTIONS, value, checked))}
      />
      <FieldFilters
        categoryId={filters.categoryId}
        value={filters.fields}
        onChange={(update) => onChange((latest) => ({ ...latest, fields: update(latest.fields) }))}
      />
      <LocationFilter key={filters.postalCode ?? ''} filters={filters} onApply={onChange} />
      <FilterSection legend={t('photos')}>
        <FormControlLabel
          control={
            <Switch
              checked={filters.photosOnly === 'true'}
              onChange={(event) => onChange({ photosOnly: event.target.checked ? 'true' : undefined })}
            />
          }
          label={t('photosOnly')}
        />
      </FilterSection>
      {activeFilterCount(filters) > 0 && (
        <Button variant="text" onClick={reset}>
          {t('reset')}
        </Button>
      )}
    </Box>
  );
}

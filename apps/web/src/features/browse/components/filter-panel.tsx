'use client';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { CONDITIONS, DELIVERY_OPTIONS, PRICE_TYPES } from '@kraam/shared';
import { activeFilterCount, csvValues, hasCentre, type Filters } from '../filters';
import { FieldFilters } from './field-filters';
import { FilterChecks } from './filter-checks';
import { FilterSection } from './filter-section';
import { LocationFilter } from './location-filter';
import { PriceFilter } from './price-filter';

interface FilterPanelProps {
  filters: Filters;
  onChange: (next: Filters) => void;
}

const csv = (values: string[]) => (values.length > 0 ? values.join(',') : undefined);

/** The filters of a result list; every change goes straight to the URL. Search, category and sort stay. */
export function FilterPanel({ filters, onChange }: FilterPanelProps) {
  const t = useTranslations('browse.filters');
  const set = (changes: Partial<Filters>) => {
    const next: Filters = { ...filters, ...changes };
    if (next.sort === 'nearest' && !hasCentre(next)) delete next.sort;
    onChange(next);
  };
  const reset = () =>
    onChange({
      search: filters.search,
      categoryId: filters.categoryId,
      sort: filters.sort === 'nearest' ? undefined : filters.sort,
    });

  return (
    <Box role="group" aria-label={t('title')}>
      <PriceFilter
        key={`${filters.priceMin}-${filters.priceMax}`}
        min={filters.priceMin}
        max={filters.priceMax}
        onApply={(priceMin, priceMax) => set({ priceMin, priceMax })}
      />
      <FilterChecks
        legend={t('priceType')}
        options={PRICE_TYPES}
        label={(value) => t(`priceTypes.${value}`)}
        selected={csvValues(filters.priceType)}
        onChange={(values) => set({ priceType: csv(values) })}
      />
      <FilterChecks
        legend={t('condition')}
        options={CONDITIONS}
        label={(value) => t(`conditions.${value}`)}
        selected={csvValues(filters.condition)}
        onChange={(values) => set({ condition: csv(values) })}
      />
      <FilterChecks
        legend={t('delivery')}
        options={DELIVERY_OPTIONS}
        label={(value) => t(`deliveries.${value}`)}
        selected={csvValues(filters.delivery)}
        onChange={(values) => set({ delivery: csv(values) })}
      />
      <FieldFilters
        categoryId={filters.categoryId}
        value={filters.fields}
        onChange={(fields) => set({ fields })}
      />
      <LocationFilter key={filters.postalCode ?? ''} filters={filters} onApply={set} />
      <FilterSection legend={t('photos')}>
        <FormControlLabel
          control={
            <Switch
              checked={filters.photosOnly === 'true'}
              onChange={(event) => set({ photosOnly: event.target.checked ? 'true' : undefined })}
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

'use client';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { FilterSection } from './filter-section';

interface FilterChecksProps<T extends string> {
  legend: string;
  options: readonly T[];
  label: (value: T) => string;
  selected: string[];
  /** One box ticked or unticked: the panel applies it to the latest filters, not to `selected`. */
  onToggle: (value: T, checked: boolean) => void;
}

/** A group of checkboxes for one comma-separated filter (price type, condition, delivery). */
export function FilterChecks<T extends string>({
  legend,
  options,
  label,
  selected,
  onToggle,
}: FilterChecksProps<T>) {
  return (
    <FilterSection legend={legend}>
      <FormGroup>
        {options.map((value) => (
          <FormControlLabel
            key={value}
            control={
              <Checkbox
                size="small"
                checked={selected.includes(value)}
                onChange={(event) => onToggle(value, event.target.checked)}
              />
            }
            label={label(value)}
            sx={{ minHeight: 36 }}
          />
        ))}
      </FormGroup>
    </FilterSection>
  );
}

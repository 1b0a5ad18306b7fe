'use client';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

/** Tabs over one list (open / done); the panel below is labelled by the chosen tab. */
export function StatusTabs<T extends string>({
  label,
  value,
  options,
  idPrefix,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  idPrefix: string;
  onChange: (value: T) => void;
}) {
  return (
    <Tabs
      value={value}
      onChange={(_event, next: T) => onChange(next)}
      aria-label={label}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {options.map((option) => (
        <Tab
          key={option.value}
          value={option.value}
          label={option.label}
          id={`${idPrefix}-tab-${option.value}`}
          aria-controls={`${idPrefix}-panel`}
          sx={{ minHeight: 48 }}
        />
      ))}
    </Tabs>
  );
}

export const tabPanelProps = (idPrefix: string, value: string) => ({
  role: 'tabpanel',
  id: `${idPrefix}-panel`,
  'aria-labelledby': `${idPrefix}-tab-${value}`,
});

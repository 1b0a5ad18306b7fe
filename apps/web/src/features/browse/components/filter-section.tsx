import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** One titled group in the filter panel, a fieldset so screen readers name its controls. */
export function FilterSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2.5, minWidth: 0 }}>
      <Box component="legend" sx={{ typography: 'subtitle2', fontWeight: 700, mb: 1, p: 0 }}>
        {legend}
      </Box>
      {children}
    </Box>
  );
}

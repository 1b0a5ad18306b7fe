'use client';
import type { ComponentType } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/theme/theme';

/**
 * A lazily loaded part of the shell (a menu, drawer or dialog) inside the theme: the shell itself carries
 * no MUI (decision 0021), so the theme comes with the part's own code. Import it dynamically beside the part.
 */
export function muiThemed<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  function Themed(props: P) {
    return (
      <ThemeProvider theme={theme}>
        <Part {...props} />
      </ThemeProvider>
    );
  }
  Themed.displayName = `MuiThemed(${Part.displayName ?? Part.name})`;
  return Themed;
}

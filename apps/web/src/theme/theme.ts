'use client';
import { createTheme } from '@mui/material/styles';
import { themeOptions } from './theme-options';

export { FOCUS_RING, SHELL } from './theme-options';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    /** SPEC §9: the shell switches between its mobile and desktop form at 756 px. */
    wide: true;
  }
}

export const theme = createTheme(themeOptions);

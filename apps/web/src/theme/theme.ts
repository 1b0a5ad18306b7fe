'use client';
import { createTheme } from '@mui/material/styles';
import { BREAKPOINTS, PRIMARY_COLOR, PROGRESS_BAR, WIDE_LAYOUT_PX } from '@kraam/shared';
import { roboto } from './roboto';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    /** SPEC §9: the shell switches between its mobile and desktop form at 756 px. */
    wide: true;
  }
}

/** Heights the shell reserves, so pages and drawers can keep clear of the fixed bars. */
export const SHELL = {
  headerHeight: 64,
  mobileHeaderHeight: 56,
  bottomBarHeight: 60,
  contentMaxWidth: 1240,
} as const;

// The single source of colours, spacing, radii and type: components use theme tokens, never raw values.
export const theme = createTheme({
  breakpoints: { values: { ...BREAKPOINTS, wide: WIDE_LAYOUT_PX } },
  palette: {
    mode: 'light',
    primary: { main: PRIMARY_COLOR, dark: '#014B94', light: '#E8F1FB', contrastText: '#FFFFFF' },
    // The progress-bar orange: promotion badges and small highlights only.
    secondary: { main: PROGRESS_BAR.color, dark: '#C73400', light: '#FFEDE5', contrastText: '#FFFFFF' },
    text: { primary: '#1F2328', secondary: '#57606A' },
    divider: '#E1E4E8',
    background: { default: '#F6F7F9', paper: '#FFFFFF' },
    grey: { 50: '#F6F7F9', 100: '#EEF0F3', 200: '#E1E4E8' },
  },
  shape: { borderRadius: 8 },
  spacing: 8,
  typography: {
    fontFamily: roboto.style.fontFamily,
    h1: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
    h2: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.3 },
    h3: { fontSize: '1.125rem', fontWeight: 500, lineHeight: 1.35 },
    h4: { fontSize: '1rem', fontWeight: 500 },
    button: { textTransform: 'none', fontWeight: 500 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 8, minHeight: 40 } },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
  },
});

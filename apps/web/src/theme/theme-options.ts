import type { ThemeOptions } from '@mui/material/styles';
import { BREAKPOINTS, PRIMARY_COLOR, WIDE_LAYOUT_PX } from '@kraam/shared';

/** Heights the shell reserves, so pages and drawers can keep clear of the fixed bars. */
export const SHELL = {
  headerHeight: 64,
  mobileHeaderHeight: 56,
  bottomBarHeight: 60,
  contentMaxWidth: 1240,
} as const;

/** Keyboard focus ring: the primary blue, 3:1 or more against every background the site uses. */
export const FOCUS_RING = PRIMARY_COLOR;

// The single source of colours, spacing, radii and type: components use theme tokens, never raw values.
// Plain data (no 'use client'), so the server can write the static CSS's variables from it too
// (theme-variables.ts).
export const themeOptions: ThemeOptions = {
  breakpoints: { values: { ...BREAKPOINTS, wide: WIDE_LAYOUT_PX } },
  palette: {
    mode: 'light',
    primary: { main: PRIMARY_COLOR, dark: '#014B94', light: '#E8F1FB', contrastText: '#FFFFFF' },
    // The brand orange darkened until white text on it reads at 4.5:1 (WCAG AA; the progress bar's
    // #FF4200 gives 3.5:1): promotion badges, 'Uitlichten' buttons and small highlights.
    secondary: { main: '#C73400', dark: '#9C2900', light: '#FFEDE5', contrastText: '#FFFFFF' },
    // MUI's default warning (#ED6C02) and info (#0288D1) carry white text at 3.1:1 and 3.8:1.
    warning: { main: '#B54100', dark: '#8A3100', light: '#FFF1E6', contrastText: '#FFFFFF' },
    info: { main: '#01579B', dark: '#003C6C', light: '#E3F2FD', contrastText: '#FFFFFF' },
    text: { primary: '#1F2328', secondary: '#57606A' },
    divider: '#E1E4E8',
    background: { default: '#F6F7F9', paper: '#FFFFFF' },
    grey: { 50: '#F6F7F9', 100: '#EEF0F3', 200: '#E1E4E8' },
  },
  shape: { borderRadius: 8 },
  spacing: 8,
  typography: {
    // The self-hosted Roboto's variable, set on <html> by the layouts (roboto.ts): plain data, so a route
    // handler (app/theme.css) can write the theme's variables too.
    fontFamily: 'var(--font-roboto, system-ui, sans-serif)',
    h1: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
    h2: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.3 },
    h3: { fontSize: '1.125rem', fontWeight: 500, lineHeight: 1.35 },
    h4: { fontSize: '1rem', fontWeight: 500 },
    button: { textTransform: 'none', fontWeight: 500 },
  },
  components: {
    // ButtonBase removes the outline; give keyboard focus the same ring back.
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2 } },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 8, minHeight: 40 } },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
  },
};

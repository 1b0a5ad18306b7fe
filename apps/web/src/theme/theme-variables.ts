import { createTheme, type TypographyVariant } from '@mui/material/styles';
import { SHELL, themeOptions } from './theme-options';

const FONTS = [
  'h1',
  'h2',
  'h3',
  'body1',
  'body2',
  'subtitle1',
  'caption',
  'button',
] as const satisfies TypographyVariant[];

/**
 * The theme's values that static CSS (*.module.css, decision 0020) uses, as CSS variables on :root.
 * Written by the server into every page's head, so the static parts need no theme in the browser.
 */
export function themeVariables(): Record<string, string> {
  const { palette, shape, shadows, zIndex, typography } = createTheme(themeOptions);
  const vars: Record<string, string> = {
    '--kraam-primary': palette.primary.main,
    '--kraam-primary-light': palette.primary.light,
    '--kraam-primary-dark': palette.primary.dark,
    '--kraam-on-primary': palette.primary.contrastText,
    '--kraam-secondary': palette.secondary.main,
    '--kraam-on-secondary': palette.secondary.contrastText,
    '--kraam-warning': palette.warning.main,
    '--kraam-on-warning': palette.warning.contrastText,
    '--kraam-warning-light': palette.warning.light,
    '--kraam-info': palette.info.main,
    '--kraam-on-info': palette.info.contrastText,
    '--kraam-info-light': palette.info.light,
    '--kraam-error': palette.error.main,
    '--kraam-success': palette.success.main,
    '--kraam-shadow-6': shadows[6],
    '--kraam-z-suggestions': String(zIndex.modal + 1),
    '--kraam-z-skip-link': String(zIndex.tooltip + 1),
    '--kraam-grey-50': palette.grey[50],
    '--kraam-grey-100': palette.grey[100],
    '--kraam-grey-800': palette.grey[800],
    '--kraam-text': palette.text.primary,
    '--kraam-text-secondary': palette.text.secondary,
    '--kraam-text-disabled': palette.text.disabled,
    '--kraam-divider': palette.divider,
    '--kraam-paper': palette.background.paper,
    '--kraam-background': palette.background.default,
    '--kraam-white': palette.common.white,
    '--kraam-hover': palette.action.hover,
    '--kraam-icon': palette.action.active,
    '--kraam-radius': `${String(shape.borderRadius)}px`,
    '--kraam-shadow-1': shadows[1],
    '--kraam-shadow-2': shadows[2],
    '--kraam-z-app-bar': String(zIndex.appBar),
    '--kraam-content-max-width': `${SHELL.contentMaxWidth}px`,
    '--kraam-header-height': `${SHELL.headerHeight}px`,
    '--kraam-mobile-header-height': `${SHELL.mobileHeaderHeight}px`,
    '--kraam-bottom-bar-height': `${SHELL.bottomBarHeight}px`,
  };
  for (const variant of FONTS) {
    const { fontWeight, fontSize, lineHeight, fontFamily } = typography[variant];
    vars[`--kraam-font-${variant}`] =
      `${String(fontWeight)} ${String(fontSize)}/${String(lineHeight)} ${String(fontFamily)}`;
  }
  return vars;
}

/** The variables as one `:root` rule. */
export function themeVariablesCss(): string {
  const declarations = Object.entries(themeVariables()).map(([name, value]) => `${name}:${value}`);
  return `:root{${declarations.join(';')}}`;
}

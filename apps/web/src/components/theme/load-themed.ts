import type { ComponentType } from 'react';

/**
 * A loader for next/dynamic: the MUI part and the theme, both fetched on first use and the part wrapped
 * in the theme. For parts the shell opens, since the shell itself carries no MUI (decision 0021).
 */
export const loadThemed =
  <P extends object>(load: () => Promise<ComponentType<P>>) =>
  (): Promise<ComponentType<P>> =>
    Promise.all([load(), import('./mui-themed')]).then(([Part, { muiThemed }]) => muiThemed(Part));

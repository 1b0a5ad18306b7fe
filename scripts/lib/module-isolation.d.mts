import type { TestProjectInlineConfiguration, ViteUserConfig } from 'vitest/config';

export function projectsByIsolation(
  root: string,
  name: string,
  config: ViteUserConfig,
): TestProjectInlineConfiguration[];

import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, string>;
  sideEffects: boolean;
};
const modules = readdirSync(new URL('.', import.meta.url))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts')
  .map((file) => file.slice(0, -'.ts'.length));
const source = (module: string) => readFileSync(new URL(`./${module}.ts`, import.meta.url), 'utf8');

describe('package exports', () => {
  it('offers every module as a subpath beside the barrel, free of side effects', () => {
    const expected = Object.fromEntries(modules.map((module) => [`./${module}`, `./src/${module}.ts`]));
    expect(packageJson.exports).toEqual({ '.': './src/index.ts', ...expected });
    expect(packageJson.sideEffects).toBe(false);
  });

  it('re-exports every module from the barrel', () => {
    for (const module of modules) expect(source('index'), module).toContain(`export * from './${module}';`);
  });

  // Pages that show ads must not load phone metadata: only the ad and booth forms' modules may reach it.
  it('keeps libphonenumber to the phone module', () => {
    const importers = modules.filter((module) => source(module).includes("from 'libphonenumber-js"));
    expect(importers).toEqual(['phone']);
    const phoneUsers = modules.filter((module) => source(module).includes("from './phone'"));
    expect(phoneUsers).toEqual(['ad-body', 'booth-body']);
  });

  // Every page's first load imports these; zod stays out of it (docs/decisions/0019).
  it('keeps zod out of the constants, ids and paths', () => {
    for (const module of ['constants', 'ids', 'paths'])
      expect(source(module), module).not.toContain("from 'zod'");
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { themeVariables, themeVariablesCss } from './theme-variables';

const SRC = path.resolve(import.meta.dirname, '..');

function moduleCssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return moduleCssFiles(full);
    return entry.name.endsWith('.module.css') ? [full] : [];
  });
}

describe('theme variables for static CSS', () => {
  it('define every variable a module stylesheet uses', () => {
    const defined = new Set(Object.keys(themeVariables()));
    const missing = moduleCssFiles(SRC).flatMap((file) =>
      // The theme's variables; a module's own custom properties (--height) it defines itself.
      [...readFileSync(file, 'utf8').matchAll(/var\((--kraam-[\w-]+)/g)]
        .map((match) => match[1] ?? '')
        .filter((name) => !defined.has(name))
        .map((name) => `${path.relative(SRC, file)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('carry the palette and type of the MUI theme', () => {
    const vars = themeVariables();
    expect(vars['--kraam-primary']).toBe(theme.palette.primary.main);
    expect(vars['--kraam-secondary']).toBe(theme.palette.secondary.main);
    expect(vars['--kraam-font-body2']).toContain(String(theme.typography.body2.fontSize));
    expect(themeVariablesCss()).toMatch(/^:root\{--kraam-primary:#0261BF;/);
  });
});

import fs from 'node:fs';
import path from 'node:path';

/**
 * Test support: the message keys the browser code reachable from some entry files asks for, read from the
 * source. A file is browser code when it says 'use client' or a browser file imports it; server files are
 * walked through (they render client parts) but their own texts stay on the server. A call with a
 * computed key counts as its whole namespace.
 */
export function clientMessageKeys(srcDir: string, entries: readonly string[]): Set<string> {
  const keys = new Set<string>();
  const walked = new Map<string, boolean>();

  const resolve = (from: string, spec: string): string | null => {
    let base: string;
    if (spec.startsWith('@/')) base = path.join(srcDir, spec.slice(2));
    else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
    else return null;
    for (const ending of ['', '.tsx', '.ts', '/index.tsx', '/index.ts']) {
      const file = base + ending;
      if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
    }
    return null;
  };

  const collect = (text: string) => {
    // Any other use (`useTranslations('ns')('key')`, a translator passed on): the key or the whole namespace.
    for (const use of text.matchAll(
      /(const\s+\w+\s*=\s*)?useTranslations\(\s*'([^']*)'\s*\)(\(\s*'([^']+)')?/g,
    )) {
      const [, assigned, namespace = '', called, key] = use;
      if (key) keys.add(`${namespace}.${key}`);
      else if (!assigned || called) keys.add(namespace);
    }
    // A computed namespace: each literal it may be, or the fixed start of a template; else unknown, so
    // no group covers it and the check asks for a literal.
    for (const [, argument = ''] of text.matchAll(/useTranslations\(([^)]+)\)/g)) {
      if (/^\s*'[^']*'\s*$/.test(argument)) continue;
      const literals = [...argument.matchAll(/'([^']+)'/g)].map((literal) => literal[1] ?? '');
      const templateStart = /^\s*`([^`$]*)/.exec(argument)?.[1]?.replace(/\.$/, '');
      if (templateStart) literals.push(templateStart);
      for (const namespace of literals.length > 0 ? literals : [`(computed: ${argument.trim()})`])
        keys.add(namespace);
    }
    // `const t = useTranslations('ns')`, then t('key'), t.rich('key'), t(`computed`)…
    for (const use of text.matchAll(/const\s+(\w+)\s*=\s*useTranslations\(\s*(?:'([^']*)')?\s*\)/g)) {
      const [, name, namespace] = use;
      const prefix = namespace ? `${namespace}.` : '';
      const calls = new RegExp(`\\b${name}(?:\\.(?:rich|markup|raw|has))?\\(\\s*([^,)]*)`, 'g');
      for (const [, argument = ''] of text.matchAll(calls)) {
        const literal = /^'([^']+)'$/.exec(argument.trim());
        if (literal) keys.add(`${prefix}${literal[1]}`);
        else if (namespace) keys.add(namespace);
      }
    }
  };

  const walk = (file: string, inBrowser: boolean) => {
    const before = walked.get(file);
    if (before === true || before === inBrowser) return;
    walked.set(file, inBrowser);
    const text = fs.readFileSync(file, 'utf8');
    const browser = inBrowser || /^\s*['"]use client['"]/.test(text);
    if (browser) collect(text);
    for (const [, spec = ''] of text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      const next = resolve(file, spec);
      if (next && !/\.test\.tsx?$/.test(next)) walk(next, browser);
    }
  };

  for (const entry of entries) walk(path.join(srcDir, entry), false);
  return keys;
}

/** The keys no listed path (a namespace or a deeper key) covers. */
export function uncoveredKeys(keys: Iterable<string>, paths: readonly string[]): string[] {
  return [...keys]
    .filter((key) => !paths.some((covering) => key === covering || key.startsWith(`${covering}.`)))
    .sort();
}

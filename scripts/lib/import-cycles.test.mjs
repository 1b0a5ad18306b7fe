import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noImportCycles } from './import-cycles.mjs';

let root;
const write = async (file, text) => {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
};

// Two small workspaces, each with a `@/` alias as apps/web has: one with a real cycle through the alias,
// one whose only cycle is a type import.
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'kraam-cycles-'));
  const tsconfig = JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } });
  for (const dir of ['cyclic', 'typed']) await write(`${dir}/tsconfig.json`, tsconfig);
  await write('cyclic/src/a.ts', "import { b } from '@/b';\nexport const a = () => b;\n");
  await write('cyclic/src/b.ts', "import { a } from './a';\nexport const b = () => a;\n");
  await write('typed/src/a.ts', "import type { B } from '@/b';\nexport interface A { b?: B }\n");
  await write(
    'typed/src/b.ts',
    "import type { A } from './a';\nexport const b = (a: A) => a;\nexport type B = A;\n",
  );
}, 30_000);

afterAll(() => rm(root, { recursive: true, force: true }));

describe('the import cycle check', () => {
  it('fails on a cycle through a path alias', async () => {
    expect(await noImportCycles(['cyclic'], { cwd: root, quiet: true })).toBe(false);
  }, 30_000);

  it('lets type-only imports go round', async () => {
    expect(await noImportCycles(['typed'], { cwd: root, quiet: true })).toBe(true);
  }, 30_000);
});

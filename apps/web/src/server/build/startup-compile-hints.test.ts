import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, markStartupChunks } from './startup-compile-hints';

let dist: string;
const chunk = (name: string) => path.join(dist, 'static/chunks', name);

beforeEach(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'kraam-dist-'));
  await mkdir(path.join(dist, 'static/chunks'), { recursive: true });
  for (const name of ['runtime.js', 'react-dom.js', 'map.js']) await writeFile(chunk(name), `/* ${name} */`);
  await writeFile(
    path.join(dist, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/react-dom.js'] }),
  );
});

afterEach(() => rm(dist, { recursive: true, force: true }));

describe('markStartupChunks', () => {
  it('puts the hint first in the start-up scripts only, once however often it runs', async () => {
    await markStartupChunks(dist);
    await markStartupChunks(dist);
    expect(await readFile(chunk('runtime.js'), 'utf8')).toBe(`${COMPILE_HINT}/* runtime.js */`);
    expect(await readFile(chunk('react-dom.js'), 'utf8')).toBe(`${COMPILE_HINT}/* react-dom.js */`);
    expect(await readFile(chunk('map.js'), 'utf8')).toBe('/* map.js */');
  });

  it('fails on a build whose manifest names no start-up scripts', async () => {
    await writeFile(path.join(dist, 'build-manifest.json'), '{}');
    await expect(markStartupChunks(dist)).rejects.toThrow('names no start-up scripts');
  });
});

import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promisify } from 'node:util';
import { DataDirError, describeFsError, ensureWritableDataDir, readOrCreateSecretFile } from './data-dir';

const fsError = (code: string): NodeJS.ErrnoException => Object.assign(new Error(code), { code });

describe('ensureWritableDataDir', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kraam-data-dir-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('creates a missing folder and leaves nothing behind', async () => {
    const target = path.join(dir, 'new', 'data');
    ensureWritableDataDir(target);
    expect(await readdir(target)).toEqual([]);
  });

  it('names the path and the cause in one sentence when a part of the path is a file', async () => {
    const file = path.join(dir, 'plain-file');
    await writeFile(file, '');
    const target = path.join(file, 'data');
    expect(() => ensureWritableDataDir(target)).toThrow(DataDirError);
    expect(() => ensureWritableDataDir(target)).toThrow(
      `DATA_DIR ${target} cannot be created (ENOTDIR: a part of the path is a file)`,
    );
    expect(() => ensureWritableDataDir(file)).toThrow(
      `DATA_DIR ${file} cannot be created (EEXIST: a file of that name exists)`,
    );
  });

  it('says why in words for the usual causes', () => {
    expect(describeFsError(fsError('EACCES'))).toBe('EACCES: permission denied');
    expect(describeFsError(fsError('EROFS'))).toBe('EROFS: read-only file system');
    expect(describeFsError(fsError('ENOSPC'))).toBe('ENOSPC: no space left on the device');
    expect(describeFsError(fsError('EWHAT'))).toBe('EWHAT');
    expect(describeFsError(new Error('odd'))).toBe('odd');
  });
});

describe('readOrCreateSecretFile', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kraam-secret-file-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('gives processes starting together one complete secret, private, and leaves nothing else', async () => {
    // Each would write 2 MB of its own: a reader must never meet a file still being written.
    const script = `import { readOrCreateSecretFile } from ${JSON.stringify(path.join(import.meta.dirname, 'data-dir.ts'))};
      process.stdout.write(readOrCreateSecretFile(process.argv[1], 'secret', () => String(process.pid).padEnd(8).repeat(250_000)));`;
    const read = await Promise.all(
      Array.from({ length: 6 }, () =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dir], {
          maxBuffer: 8_000_000,
        }),
      ),
    );
    const stored = await readFile(path.join(dir, 'secret'), 'utf8');
    expect(stored).toHaveLength(2_000_000);
    expect(read.map(({ stdout }) => stdout === stored)).toEqual(read.map(() => true));
    expect((await stat(path.join(dir, 'secret'))).mode & 0o777).toBe(0o600);
    expect(await readdir(dir)).toEqual(['secret']);
    expect(readOrCreateSecretFile(dir, 'secret', () => 'another')).toBe(stored);
  });
});

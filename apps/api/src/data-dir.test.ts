import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirError, describeFsError, ensureWritableDataDir } from './data-dir';

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

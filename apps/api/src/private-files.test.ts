import { chmod, mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureWritableDataDir } from './data-dir';
import { openDatabase } from './db/client';
import { makePrivate } from './private-files';
import { fileModes } from './test/file-modes';

describe('private data', () => {
  let root: string;
  let umask: number;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'kraam-private-'));
  });
  // The most permissive umask: nothing below may depend on it.
  afterEach(() => void process.umask(umask));
  afterAll(() => rm(root, { recursive: true, force: true }));
  const openUmask = () => {
    umask = process.umask(0);
  };

  it('makes folders 700 and files 600 from a root down, leaving links alone', async () => {
    openUmask();
    const tree = path.join(root, 'tree');
    await mkdir(path.join(tree, 'a', 'b'), { recursive: true, mode: 0o777 });
    await writeFile(path.join(tree, 'a', 'b', 'file'), 'x', { mode: 0o666 });
    const outside = path.join(root, 'outside');
    await writeFile(outside, 'y', { mode: 0o644 });
    await chmod(outside, 0o644);
    await symlink(outside, path.join(tree, 'link'));
    await makePrivate(tree);
    expect(await fileModes(tree)).toEqual({ dirs: ['700'], files: ['600'] });
    expect((await stat(outside)).mode & 0o777).toBe(0o644);
  });

  // A PGlite created on disk runs initdb through its file system (open-database.test.ts): past 20 s under load.
  it(
    'keeps DATA_DIR and the embedded database private to this account, whatever the umask',
    { timeout: 90_000 },
    async () => {
      openUmask();
      const dataDir = path.join(root, 'data');
      ensureWritableDataDir(dataDir);
      process.umask(0);
      const database = await openDatabase({ dataDir, databaseUrl: undefined });
      await sql`create table private_files_probe (id int)`.execute(database.db);
      await database.close();
      await writeFile(path.join(dataDir, 'db', 'after-close-probe'), '', { mode: 0o600 });
      expect(await fileModes(dataDir)).toEqual({ dirs: ['700'], files: ['600'] });
    },
  );
});

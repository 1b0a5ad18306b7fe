import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

describe('openDatabase on the embedded database', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kraam-open-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  // A PGlite created on disk runs initdb through its file system: 15 s alone, past 20 s beside CI's other work.
  it('sizes the buffer pool as configured', { timeout: 90_000 }, async () => {
    const database = await openDatabase({ databaseUrl: undefined, dataDir, pgliteSharedBuffers: '48MB' });
    try {
      const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(database.db);
      expect(rows[0]?.shared_buffers).toBe('48MB');
    } finally {
      await database.close();
    }
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestDatabase } from '../test/test-database';
import type { TestDatabase } from '../test/test-database';

const { databaseUrl } = loadConfig();

describe.runIf(databaseUrl)('the API’s sessions on PostgreSQL', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(databaseUrl);
  });
  afterAll(() => test.drop());

  it('run without JIT compilation, whatever the server’s default', async () => {
    const { rows } = await sql<{ jit: string }>`show jit`.execute(test.database.db);
    expect(rows[0]?.jit).toBe('off');
  });
});

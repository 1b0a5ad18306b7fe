import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestDatabase } from '../../test/test-database';
import type { TestDatabase } from '../../test/test-database';
import { inListValues } from './check-constraint-enums';
import { GENERATED_SCHEMA_FILE, generateSchemaTypes } from './schema-codegen';

describe('generated database types', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(loadConfig().databaseUrl);
  });
  afterAll(() => test.drop());

  it('match the migrated schema', async () => {
    const checkedIn = await readFile(GENERATED_SCHEMA_FILE, 'utf8');
    expect(
      await generateSchemaTypes(test.database.db),
      'src/db/generated-schema.ts differs from the migrated schema: run `npm run db:types` and commit it',
    ).toBe(checkedIn);
  });

  it('read the values of an IN check and nothing else', () => {
    expect(inListValues("CHECK ((lang = ANY (ARRAY['nl'::text, 'en'::text])))")).toEqual(['nl', 'en']);
    expect(inListValues("CHECK ((mood = ANY (ARRAY['it''s'::text])))")).toEqual(["it's"]);
    expect(inListValues('CHECK ((byte_size >= 0))')).toBeNull();
  });
});

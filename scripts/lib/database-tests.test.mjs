import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseTestFiles } from './database-tests.mjs';
import { ROOT } from './paths.mjs';

const API = path.join(ROOT, 'apps/api');
const files = databaseTestFiles(API).map((file) => path.relative(API, file));

describe('the API tests that meet a database', () => {
  it('holds those that reach the test database through their imports or read DATABASE_URL', () => {
    // Through createTestApp, through ads-test-setup, and one that only reads loadConfig().databaseUrl.
    expect(files).toContain('src/modules/accounts/accounts.test.ts');
    expect(files).toContain('src/modules/advertisements/ad-insert.test.ts');
    expect(files).toContain('src/auth/admin-create-cli.test.ts');
  });

  it('leaves out pure ones, which would only run the same code twice', () => {
    expect(files).not.toContain('src/modules/browse/ad-fields.test.ts');
    expect(files).not.toContain('src/db/keyset-cursor.test.ts');
  });

  it("leaves out those that open only the embedded database (`databaseUrl: undefined`, `DATABASE_URL: ''`)", () => {
    expect(files).not.toContain('src/db/open-database.test.ts');
    expect(files).not.toContain('src/private-files.test.ts');
    expect(files).not.toContain('src/startup-config.test.ts');
  });
});

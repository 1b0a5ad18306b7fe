// `npm run admin:create`: creates or promotes an admin in a fresh embedded database and on PostgreSQL,
// refuses bad input, and says in one sentence that the embedded database is in use by a running server.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { CLI_TEST_TIMEOUT_MS, runCli } from '../test/cli-process';
import { createTestDatabase } from '../test/test-database';
import { verifyPassword } from './passwords';

const CLI = path.join(REPO_ROOT, 'apps/api/src/auth/admin-create-cli.ts');
const postgresUrl = loadConfig().databaseUrl;
const adminCreate = (args: string[], env: Record<string, string>) =>
  runCli(CLI, args, { LOG_LEVEL: 'silent', ...env });

const credentials = (email: string, password: string) => ['--email', email, '--password', password];

// Each engine's run tests its own: the PostgreSQL variant (DATABASE_URL set) need not spawn the embedded cases again.
describe.skipIf(postgresUrl)(
  'admin:create on the embedded database',
  { timeout: CLI_TEST_TIMEOUT_MS },
  () => {
    const dirs: string[] = [];
    const tempDataDir = async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'kraam-admin-cli-'));
      dirs.push(dir);
      return dir;
    };
    afterAll(async () => {
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    });

    it('creates an admin, then promotes it again with a new password', async () => {
      const dataDir = await tempDataDir();
      const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
      const created = await adminCreate(credentials('Boss@Example.com', 'Eerste-wachtwoord-1'), env);
      expect(created, created.stderr).toMatchObject({ code: 0 });
      expect(created.stdout).toContain('created admin boss@example.com');
      const again = await adminCreate(credentials('boss@example.com', 'Tweede-wachtwoord-2'), env);
      expect(again.stdout).toContain('is now an admin');
      const moderator = await adminCreate(
        [...credentials('mod@example.com', 'Moderator-wachtwoord-1'), '--role', 'moderator'],
        env,
      );
      expect(moderator.stdout).toContain('created moderator mod@example.com');

      const database = await openDatabase({ databaseUrl: undefined, dataDir });
      try {
        const rows = await database.db
          .selectFrom('users')
          .select(['email', 'role', 'password_hash'])
          .orderBy('id')
          .execute();
        expect(rows.map(({ email, role }) => ({ email, role }))).toEqual([
          { email: 'boss@example.com', role: 'admin' },
          { email: 'mod@example.com', role: 'moderator' },
        ]);
        expect(await verifyPassword(rows[0]?.password_hash ?? '', 'Tweede-wachtwoord-2')).toBe(true);

        // While this process holds the database (as a running server does), the CLI refuses in one line.
        const busy = await adminCreate(credentials('boss@example.com', 'Derde-wachtwoord-3'), env);
        expect(busy.code).toBe(1);
        expect(busy.stderr.trim().split('\n')).toEqual([
          `admin:create: The embedded database in ${dataDir}/db is in use by a running Kraam server (process ${process.pid}); stop it first, or set DATABASE_URL.`,
        ]);
      } finally {
        await database.close();
      }
    });

    it('refuses a missing email or a weak password without touching a database', async () => {
      const env = { DATA_DIR: await tempDataDir(), DATABASE_URL: '' };
      const noEmail = await adminCreate(['--password', 'Goed-wachtwoord-1'], env);
      expect(noEmail.code).toBe(1);
      expect(noEmail.stderr).toContain('a valid --email is needed');
      const weak = await adminCreate(credentials('boss@example.com', 'admin123'), env);
      expect(weak.code).toBe(1);
      expect(weak.stderr).toContain('--password needs at least 8 characters');
    });
  },
);

describe.skipIf(!postgresUrl)('admin:create on PostgreSQL', { timeout: CLI_TEST_TIMEOUT_MS }, () => {
  it('creates the admin in the DATABASE_URL database', async () => {
    const { database, drop, url } = await createTestDatabase(postgresUrl);
    try {
      const outcome = await adminCreate(credentials('pg-admin@example.com', 'Postgres-wachtwoord-1'), {
        DATABASE_URL: url ?? '',
      });
      expect(outcome, outcome.stderr).toMatchObject({ code: 0 });
      expect(outcome.stdout).toContain('in PostgreSQL');
      const row = await database.db
        .selectFrom('users')
        .select('role')
        .where('email', '=', 'pg-admin@example.com')
        .executeTakeFirstOrThrow();
      expect(row.role).toBe('admin');
    } finally {
      await drop();
    }
  });
});

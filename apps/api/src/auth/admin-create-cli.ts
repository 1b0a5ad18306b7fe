// `npm run admin:create -- --email … --password … [--role moderator]`: creates an admin (or moderator)
// account, or promotes an existing user with the new password, in the configured database (PostgreSQL or
// the embedded one).
import { parseArgs } from 'node:util';
import { PASSWORD_MIN_LENGTH, STAFF_ROLES, emailSchema, newPasswordSchema } from '@kraam/shared';
import type { StaffRole } from '@kraam/shared';
import { loadStartupConfig } from '../startup-config';
import { openDatabase } from '../db/client';
import { migrateToLatest } from '../db/migrator';
import { DatabaseInUseError } from '../db/pglite-lock';
import { upsertAdmin } from './admin-accounts';

const USAGE = 'usage: npm run admin:create -- --email <email> --password <password> [--role admin|moderator]';

function fail(message: string): never {
  console.error(`admin:create: ${message}`);
  process.exit(1);
}

function readArguments(): { email: string; password: string; role: StaffRole } {
  let values: { email?: string | undefined; password?: string | undefined; role?: string | undefined };
  try {
    ({ values } = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' } },
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) fail(`a valid --email is needed\n${USAGE}`);
  const password = newPasswordSchema.safeParse(values.password ?? '');
  if (!password.success)
    fail(`--password needs at least ${PASSWORD_MIN_LENGTH} characters and must not be a common one`);
  const role = values.role ?? 'admin';
  if (!(STAFF_ROLES as readonly string[]).includes(role)) fail(`--role is admin or moderator\n${USAGE}`);
  return { email: email.data, password: password.data, role: role as StaffRole };
}

const { email, password, role } = readArguments();
const config = loadStartupConfig();
const database = await openDatabase(config).catch((error: unknown) => {
  if (error instanceof DatabaseInUseError) fail(error.message);
  throw error;
});
try {
  await migrateToLatest(database.db);
  const outcome = await upsertAdmin(database.db, email, password, role);
  const where = database.engine === 'postgres' ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  console.log(
    outcome === 'created'
      ? `admin:create: created ${role} ${email} in ${where}`
      : `admin:create: ${email} is now ${role === 'admin' ? 'an admin' : 'a moderator'} with the new password (${where}); its sessions were ended`,
  );
} finally {
  await database.close();
}

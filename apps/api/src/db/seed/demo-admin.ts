// The demo's admin: one account with a random password, seeded with the demo and written to
// DATA_DIR/demo-admin.json (mode 600, readable by its owner only) so the first start can print it.
// Random rather than the README's demo password, so the panel's own account is not a published one.
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { upsertAdmin } from '../../auth/admin-accounts';
import type { Database } from '../database-types';

export const DEMO_ADMIN_EMAIL = 'admin@kraam.example';
export const DEMO_ADMIN_FILE = 'demo-admin.json';

export interface DemoAdmin {
  email: string;
  password: string;
}

export async function seedDemoAdmin(db: Kysely<Database>): Promise<DemoAdmin> {
  const admin = { email: DEMO_ADMIN_EMAIL, password: randomBytes(18).toString('base64url') };
  await upsertAdmin(db, admin.email, admin.password);
  return admin;
}

/** Replaces an older file (a reseed made a new password); the new one is created with mode 600. */
export async function writeDemoAdminFile(dataDir: string, admin: DemoAdmin): Promise<string> {
  const file = path.join(dataDir, DEMO_ADMIN_FILE);
  await rm(file, { force: true });
  await writeFile(file, `${JSON.stringify(admin, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return file;
}

// The demo's staff: an admin and two moderators (two, so an appeal can go to someone other than who
// decided), each with a random password, seeded with the demo and written to DATA_DIR/demo-admin.json
// (mode 600, readable by its owner only) so the first start can say where they are. Random rather than
// the README's demo password, so the panel's own accounts are not published ones.
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { upsertAdmin } from '../../auth/admin-accounts';
import type { Database } from '../database-types';

export const DEMO_ADMIN_EMAIL = 'admin@kraam.example';
export const DEMO_MODERATOR_EMAILS = ['moderator@kraam.example', 'moderator2@kraam.example'];
export const DEMO_ADMIN_FILE = 'demo-admin.json';

interface Credentials {
  email: string;
  password: string;
}

/** The admin's credentials at the top (as before moderators existed), the moderators' beside them. */
export interface DemoAdmin extends Credentials {
  moderators: Credentials[];
}

const credentials = (email: string): Credentials => ({
  email,
  password: randomBytes(18).toString('base64url'),
});

export async function seedDemoAdmin(db: Kysely<Database>): Promise<DemoAdmin> {
  const admin = credentials(DEMO_ADMIN_EMAIL);
  await upsertAdmin(db, admin.email, admin.password);
  const moderators = DEMO_MODERATOR_EMAILS.map(credentials);
  for (const moderator of moderators) await upsertAdmin(db, moderator.email, moderator.password, 'moderator');
  return { ...admin, moderators };
}

/** Replaces an older file (a reseed made a new password); the new one is created with mode 600. */
export async function writeDemoAdminFile(dataDir: string, admin: DemoAdmin): Promise<string> {
  const file = path.join(dataDir, DEMO_ADMIN_FILE);
  await rm(file, { force: true });
  await writeFile(file, `${JSON.stringify(admin, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return file;
}

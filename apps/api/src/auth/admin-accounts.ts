// Staff accounts (role admin or moderator): created, or an existing user promoted, with a new argon2
// password. Used by `npm run admin:create` and the demo seed. Role admin also makes the account support
// staff in chat; a moderator may use only the moderation part of the admin panel.
import { sql } from 'kysely';
import type { StaffRole } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database-types';
import { hashPassword } from './passwords';

export type AdminUpsert = 'created' | 'promoted';

export async function upsertAdmin(
  db: Kysely<Database>,
  email: string,
  password: string,
  role: StaffRole = 'admin',
): Promise<AdminUpsert> {
  const passwordHash = await hashPassword(password);
  const normalised = email.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    const promoted = await trx
      .updateTable('users')
      .set({ role, password_hash: passwordHash, updated_at: new Date() })
      .where(sql<string>`lower(email)`, '=', normalised)
      .returning('id')
      .executeTakeFirst();
    if (promoted) {
      // A new password ends the account's sessions, as a password change does.
      await trx
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('user_id', '=', promoted.id)
        .where('revoked_at', 'is', null)
        .execute();
      return 'promoted';
    }
    await trx
      .insertInto('users')
      .values({
        email: normalised,
        password_hash: passwordHash,
        first_name: role === 'admin' ? 'Admin' : 'Moderator',
        role,
        email_confirmed_at: new Date(),
      })
      .execute();
    return 'created';
  });
}

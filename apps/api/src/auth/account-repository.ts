// Users' credentials and account state, shared by the accounts and users features. Emails are stored
// lowercased; the unique index is on lower(email).
import type { Lang, RegisterBody } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database-types';

export interface AccountRow {
  id: number;
  email: string;
  passwordHash: string;
  firstName: string;
  lang: Lang;
  confirmed: boolean;
  /** Role admin: support staff in chat, and may log in to the admin panel. */
  isAdmin: boolean;
  /** Admin or moderator: may log in to the admin panel. */
  isStaff: boolean;
  /** Set while a moderation decision suspends the account (year 9999 when it was terminated). */
  suspendedUntil: Date | null;
}

const accountQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'password_hash',
      'first_name',
      'lang',
      'email_confirmed_at',
      'role',
      'suspended_until',
    ]);

type UserRow = NonNullable<Awaited<ReturnType<ReturnType<typeof accountQuery>['executeTakeFirst']>>>;

const toAccount = (row: UserRow | undefined): AccountRow | undefined =>
  row && {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    firstName: row.first_name,
    lang: row.lang,
    confirmed: row.email_confirmed_at !== null,
    isAdmin: row.role === 'admin',
    isStaff: row.role !== 'user',
    suspendedUntil: row.suspended_until && row.suspended_until > new Date() ? row.suspended_until : null,
  };

export async function findAccountByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<AccountRow | undefined> {
  return toAccount(
    await accountQuery(db)
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst(),
  );
}

export async function findAccountById(db: Kysely<Database>, id: number): Promise<AccountRow | undefined> {
  return toAccount(await accountQuery(db).where('id', '=', id).executeTakeFirst());
}

/** The new user's id, or null when the email is taken. */
export async function insertAccount(
  db: Kysely<Database>,
  body: RegisterBody,
  passwordHash: string,
  lang: Lang,
): Promise<number | null> {
  try {
    const row = await db
      .insertInto('users')
      .values({
        email: body.email.toLowerCase(),
        password_hash: passwordHash,
        first_name: body.firstName,
        last_name: body.lastName,
        phone: body.phone,
        lang,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    // unique_violation on users_email_key
    if ((error as { code?: string }).code === '23505') return null;
    throw error;
  }
}

export async function markConfirmed(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_confirmed_at: new Date(), updated_at: new Date() })
    .where('id', '=', userId)
    .where('email_confirmed_at', 'is', null)
    .execute();
}

export async function setPasswordHash(
  db: Kysely<Database>,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

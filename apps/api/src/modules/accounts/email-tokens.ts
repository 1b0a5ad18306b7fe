// Confirmation and reset tokens (DESIGN §7): 256 random bits sent by mail, only their SHA-256 stored,
// single use, short-lived.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';

export type TokenPurpose = 'confirm' | 'reset';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function createEmailToken(
  db: Kysely<Database>,
  userId: number,
  purpose: TokenPurpose,
  minutes: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('email_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + minutes * 60_000),
    })
    .execute();
  return token;
}

/**
 * Marks the token used and returns its user, or null when it is unknown, used or expired. One UPDATE,
 * so two requests racing with the same token cannot both win. Other open tokens of the same purpose
 * are spent too.
 */
export async function consumeEmailToken(
  db: Kysely<Database>,
  token: string,
  purpose: TokenPurpose,
): Promise<number | null> {
  const now = new Date();
  const row = await db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  if (!row) return null;
  await db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('user_id', '=', row.user_id)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  return row.user_id;
}

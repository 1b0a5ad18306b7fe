// The logged-in user's own details.
import type { EditUserBody, UserDetails } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';

export function getUserDetails(db: Kysely<Database>, userId: number): Promise<UserDetails | undefined> {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'gallery_id as galleryId',
      'first_name as firstName',
      'last_name as lastName',
      'phone',
      'address',
      'lang',
      'price_drop_mail as priceDropMail',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** A file may be the avatar only when this user uploaded it. */
export async function updateUserDetails(
  db: Kysely<Database>,
  userId: number,
  body: EditUserBody,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      first_name: body.firstName,
      last_name: body.lastName,
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
      ...(body.address !== undefined ? { address: body.address === '' ? null : body.address } : {}),
      ...(body.galleryId !== undefined ? { gallery_id: body.galleryId } : {}),
      ...(body.lang !== undefined ? { lang: body.lang } : {}),
      ...(body.priceDropMail !== undefined ? { price_drop_mail: body.priceDropMail } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .execute();
}

export async function setAvatar(db: Kysely<Database>, userId: number, fileId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ gallery_id: fileId, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

// A small world the access tests share: places, two categories, an owner with a booth, a live ad with
// a gallery photo and an avatar, another user and a buyer (each with a booth), an admin and a moderator. Tokens are
// minted straight from the auth service, so no login limit is spent on them.
import type { onRouteHookHandler } from 'fastify';
import { upsertAdmin } from '../auth/admin-accounts';
import { insertAdRow, insertBoothRow, insertImageFileRow } from '../test/ad-fixtures';
import { insertCategory, insertPlaces, insertUser } from '../test/fixtures';
import type { PlaceIds } from '../test/fixtures';
import { createTestApp } from '../test/test-app';
import type { TestApp, TestAppOptions } from '../test/test-app';

export const ADMIN = { email: 'root@example.com', password: 'Admin-wachtwoord-1' };
export const MODERATOR = { email: 'moderator@example.com', password: 'Moderator-wachtwoord-1' };
export const OWNER = { email: 'owner@example.com', password: 'Owner-wachtwoord-1' };
export const OTHER = { email: 'other@example.com', password: 'Other-wachtwoord-1' };
export const BUYER = { email: 'buyer@example.com', password: 'Buyer-wachtwoord-1' };

export interface Person {
  id: number;
  boothId: number;
  token: string;
}

export interface AccessWorld {
  t: TestApp;
  places: PlaceIds;
  categoryId: number;
  owner: Person;
  other: Person;
  /** Writes to the owner about an ad (the other side of a conversation). */
  buyer: Person;
  adminId: number;
  adminToken: string;
  /** An admin-panel session of role moderator: moderation only. */
  moderatorToken: string;
  /** A live ad of the owner with a phone number and one gallery photo (its main image). */
  adId: number;
  photoId: string;
  /** The owner's avatar file. */
  avatarId: string;
  /** A fresh user session token for the user (the old ones stay valid). */
  userToken(userId: number): Promise<string>;
}

async function person(t: TestApp, input: { email: string; password: string }): Promise<Person> {
  const id = await insertUser(t.db, input);
  return { id, boothId: await insertBoothRow(t.db, id), token: await t.app.auth.issueToken(id) };
}

export async function createAccessWorld(
  options: { onRoute?: onRouteHookHandler; app?: TestAppOptions } = {},
): Promise<AccessWorld> {
  const t = await createTestApp({
    ...options.app,
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
  const places = await insertPlaces(t.db);
  const parent = await insertCategory(t.db, { nl: 'Spullen', en: 'Things', priority: 10 });
  const categoryId = await insertCategory(t.db, {
    nl: 'Boeken',
    en: 'Books',
    priority: 10,
    parentId: parent,
  });
  const owner = await person(t, OWNER);
  const other = await person(t, OTHER);
  const buyer = await person(t, BUYER);
  await upsertAdmin(t.db, ADMIN.email, ADMIN.password);
  await upsertAdmin(t.db, MODERATOR.email, MODERATOR.password, 'moderator');
  const moderator = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', MODERATOR.email)
    .executeTakeFirstOrThrow();
  const admin = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', ADMIN.email)
    .executeTakeFirstOrThrow();
  const photoId = await insertImageFileRow(t.db, owner.id);
  const adId = await insertAdRow(t.db, {
    booth_id: owner.boothId,
    user_id: owner.id,
    category_id: categoryId,
    // With a number, so a reveal of it gets past the 404 to the counting.
    phone: '+31612345678',
  });
  await t.db.insertInto('ad_images').values({ ad_id: adId, file_id: photoId, position: 0 }).execute();
  const avatarId = await insertImageFileRow(t.db, owner.id);
  await t.db.updateTable('users').set({ gallery_id: avatarId }).where('id', '=', owner.id).execute();
  return {
    t,
    places,
    categoryId,
    owner,
    other,
    buyer,
    adminId: admin.id,
    adminToken: await t.app.auth.issueToken(admin.id, 'admin'),
    moderatorToken: await t.app.auth.issueToken(moderator.id, 'admin'),
    adId,
    photoId,
    avatarId,
    userToken: (userId) => t.app.auth.issueToken(userId),
  };
}

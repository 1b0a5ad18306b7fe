// Booths and ads written straight into the database, for tests that need them to exist without going
// through the publishing endpoints. Defaults describe a live, free ad published now.
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { FREE_AD_DAYS } from '@kraam/shared';
import type { AdInsertInput } from '@kraam/shared';
import type { CategoryFieldOption, Database } from '../db/database-types';

export async function insertBoothRow(db: Kysely<Database>, userId: number, name = `Kraam ${userId}`) {
  const row = await db
    .insertInto('booths')
    .values({ user_id: userId, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const DAY_MS = 86_400_000;

export type AdRowInput = Pick<Insertable<Database['ads']>, 'booth_id' | 'user_id' | 'category_id'> &
  Partial<Insertable<Database['ads']>>;

export async function insertAdRow(db: Kysely<Database>, input: AdRowInput): Promise<number> {
  const now = Date.now();
  const row = await db
    .insertInto('ads')
    .values({
      title: 'Testadvertentie',
      price_type: 'startPrice',
      price_cents: 10_000,
      delivery: 'pickup',
      status: 'published',
      published_at: new Date(now),
      valid_from: new Date(now),
      valid_until: new Date(now + FREE_AD_DAYS * DAY_MS),
      ...input,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A stored image row (no bytes on disk) uploaded by the user, as the photo endpoints would leave it. */
export async function insertImageFileRow(db: Kysely<Database>, ownerUserId: number): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('files')
    .values({
      id,
      owner_user_id: ownerUserId,
      mime: 'image/webp',
      byte_size: 1,
      width: 1,
      height: 1,
      sha256: id,
    })
    .execute();
  return id;
}

export type CategoryFieldInput = Pick<Insertable<Database['category_fields']>, 'key' | 'type'> &
  Partial<Omit<Insertable<Database['category_fields']>, 'options'>> & { options?: CategoryFieldOption[] };

export async function insertCategoryField(
  db: Kysely<Database>,
  categoryId: number,
  field: CategoryFieldInput,
): Promise<void> {
  await db
    .insertInto('category_fields')
    .values({
      label_nl: field.key,
      label_en: field.key,
      ...field,
      category_id: categoryId,
      options: field.options ? JSON.stringify(field.options) : null,
    })
    .execute();
}

/** The body of an Advertisement/Insert call: a used ladies' bike, 'Bieden vanaf € 120', where `location` says. */
export const bikeAdBody = (
  categoryId: number,
  location: AdInsertInput['location'],
  override: Partial<AdInsertInput> = {},
): AdInsertInput => ({
  categoryId,
  title: 'Damesfiets met mand',
  description: 'Zeven versnellingen, nieuwe banden.',
  priceType: 'startPrice',
  priceCents: 12_000,
  condition: 'used',
  delivery: 'pickup',
  tags: [],
  fieldValues: {},
  location,
  ...override,
});

// Booths and ads written straight into the database, for tests that need them to exist without going
// through the publishing endpoints. Defaults describe a live, free ad published now.
import type { Insertable, Kysely } from 'kysely';
import { FREE_AD_DAYS } from '@kraam/shared';
import type { Database } from '../db/database-types';

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

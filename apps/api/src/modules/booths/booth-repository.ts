// Booths: one per user (booths.user_id is unique). Public lists are newest first by (created_at, id).
// A change of seller type is written with its audit row in one transaction.
import type { Booth, BoothBody, SellerType } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import { encodeCursor, timestampKey } from '../../db/keyset-cursor';
import type { Position } from '../../db/keyset-cursor';
import { recordSellerTypeChange } from './seller-type-audit';

function selectBooths(db: Kysely<Database>) {
  return db
    .selectFrom('booths')
    .leftJoin('cities', 'cities.id', 'booths.city_id')
    .select([
      'booths.id',
      'booths.name',
      'booths.title',
      'booths.description',
      'booths.logo_id as logoId',
      'booths.banner_id as bannerId',
      'booths.email',
      'booths.website',
      'booths.social_links as socialLinks',
      'booths.street',
      'booths.postal_code as postalCode',
      'booths.city_id as cityId',
      'cities.name as cityName',
      'booths.seller_type as sellerType',
      'booths.company_name as companyName',
      'booths.kvk_number as kvkNumber',
      'booths.phone',
    ]);
}

export const findBoothByUser = (db: Kysely<Database>, userId: number): Promise<Booth | undefined> =>
  selectBooths(db).where('booths.user_id', '=', userId).executeTakeFirst();

/** A booth the public may see: not removed by a moderation decision. */
export const findBoothById = (db: Kysely<Database>, id: number): Promise<Booth | undefined> =>
  selectBooths(db)
    .where('booths.id', '=', id)
    .where('booths.removed_decision_id', 'is', null)
    .executeTakeFirst();

/** The booth's ads, deleted ones too (their cached pages must go as well); bounded, see boothChanged. */
export async function adIdsOfBooth(db: Kysely<Database>, boothId: number): Promise<number[]> {
  const rows = await db.selectFrom('ads').select('id').where('booth_id', '=', boothId).limit(1_000).execute();
  return rows.map((row) => row.id);
}

export async function boothIdOfUser(db: Kysely<Database>, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('booths').select('id').where('user_id', '=', userId).executeTakeFirst();
  return row?.id;
}

/** A logo or banner must be a file this user uploaded. */
export async function cityExists(db: Kysely<Database>, cityId: number): Promise<boolean> {
  const row = await db.selectFrom('cities').select('id').where('id', '=', cityId).executeTakeFirst();
  return row !== undefined;
}

/**
 * A private booth keeps no trader data, whatever was sent for it (docs/decisions/0038-seller-type.md): a
 * private person's phone number and "company" serve no purpose, and a later switch to trader must not
 * publish details the seller typed once and forgot. The table's CHECK holds the same rule.
 */
const traderColumns = (body: BoothBody) =>
  body.sellerType === 'trader'
    ? {
        company_name: body.companyName ?? null,
        kvk_number: body.kvkNumber ?? null,
        phone: body.phone ?? null,
      }
    : { company_name: null, kvk_number: null, phone: null };

const columns = (body: BoothBody) => ({
  name: body.name,
  title: body.title ?? '',
  description: body.description ?? '',
  logo_id: body.logoId ?? null,
  banner_id: body.bannerId ?? null,
  email: body.email ?? null,
  website: body.website ?? null,
  social_links: JSON.stringify(body.socialLinks ?? {}),
  street: body.street ? body.street : null,
  postal_code: body.postalCode ?? null,
  city_id: body.cityId ?? null,
  seller_type: body.sellerType,
  ...traderColumns(body),
});

/** The new booth's id, or undefined when the user already has one. */
export function insertBooth(
  db: Kysely<Database>,
  userId: number,
  body: BoothBody,
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('booths')
      .values({ user_id: userId, ...columns(body) })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) await recordSellerTypeChange(trx, { boothId: row.id, userId, from: null, to: body.sellerType });
    return row?.id;
  });
}

export interface SellerTypeUpdate {
  from: SellerType;
  to: SellerType;
}

/** The seller type before and after the update, or undefined when the user has no booth. */
export function updateBooth(
  db: Kysely<Database>,
  userId: number,
  body: BoothBody,
): Promise<SellerTypeUpdate | undefined> {
  return db.transaction().execute(async (trx) => {
    // Locked, so two edits at once each audit the change they really made.
    const before = await trx
      .selectFrom('booths')
      .select(['id', 'seller_type'])
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return undefined;
    await trx
      .updateTable('booths')
      .set({ ...columns(body), updated_at: new Date() })
      .where('id', '=', before.id)
      .execute();
    const change = { from: before.seller_type, to: body.sellerType };
    if (change.from !== change.to)
      await recordSellerTypeChange(trx, { boothId: before.id, userId, ...change });
    return change;
  });
}

/** The booth list's name in its cursors. */
export const BOOTH_LIST = 'booths';

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface BoothFilter {
  search?: string;
  after?: Position;
  limit: number;
}

/**
 * Accent- and case-insensitive name search ('cafe' finds 'Café …'), using the trigram index on
 * kraam_unaccent(lower(name)). One row more than the limit is read to know whether a next page exists.
 */
export async function listBooths(
  db: Kysely<Database>,
  filter: BoothFilter,
): Promise<{ booths: Booth[]; nextCursor: string | null }> {
  const term = filter.search ? escapeLike(filter.search) : undefined;
  const after = filter.after;
  const rows = await selectBooths(db)
    .select(timestampKey('booths.created_at').as('cursorAt'))
    .where('booths.removed_decision_id', 'is', null)
    .$if(term !== undefined, (q) =>
      q.where(
        sql<string>`kraam_unaccent(lower(booths.name))`,
        'like',
        sql<string>`'%' || kraam_unaccent(lower(${term})) || '%'`,
      ),
    )
    .$if(after !== undefined, (q) =>
      q.where(
        sql<boolean>`(booths.created_at, booths.id) < (${after?.key[0]}::timestamptz, ${after?.id}::integer)`,
      ),
    )
    .orderBy('booths.created_at', 'desc')
    .orderBy('booths.id', 'desc')
    .limit(filter.limit + 1)
    .execute();
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > filter.limit && last
      ? encodeCursor(BOOTH_LIST, { key: [last.cursorAt], id: last.id })
      : null;
  return { booths: page.map(({ cursorAt: _cursorAt, ...booth }) => booth), nextCursor };
}

// The ids and the postal code in a search must exist; unknown ones are field errors, not empty lists.
import type { AdFilterQuery } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import { AppError } from '../../plugins/app-error';
import type { FieldMessageKey } from '../../plugins/messages';
import type { Centre } from './geo';

export interface FilterReferences {
  /** The category and all its descendants. */
  categoryIds?: number[];
  centre?: Centre;
}

/** A category and every category below it. */
export async function categorySubtree(db: Kysely<Database>, categoryId: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    with recursive subtree as (
      select id from categories where id = ${categoryId}::integer
      union all
      select c.id from categories c join subtree s on c.parent_id = s.id
    )
    select id from subtree`.execute(db);
  return rows.map((row) => row.id);
}

const exists = async (db: Kysely<Database>, table: 'booths' | 'provinces' | 'cities', id: number) =>
  (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

/** The centre of a postal code's 4-digit area (postal_codes holds PC4 centroids). */
async function postalCentre(db: Kysely<Database>, postalCode: string): Promise<Centre | undefined> {
  const row = await db
    .selectFrom('postal_codes')
    .select(['latitude', 'longitude'])
    .where('code', '=', postalCode.slice(0, 4))
    .executeTakeFirst();
  return row ? { lat: row.latitude, lng: row.longitude } : undefined;
}

export async function resolveReferences(
  db: Kysely<Database>,
  query: AdFilterQuery,
): Promise<FilterReferences> {
  const errors: Record<string, FieldMessageKey[]> = {};
  const refs: FilterReferences = {};
  if (query.categoryId !== undefined) {
    refs.categoryIds = await categorySubtree(db, query.categoryId);
    if (refs.categoryIds.length === 0) errors.categoryId = ['INVALID'];
  }
  if (query.boothId !== undefined && !(await exists(db, 'booths', query.boothId)))
    errors.boothId = ['INVALID'];
  if (query.provinceId !== undefined && !(await exists(db, 'provinces', query.provinceId)))
    errors.provinceId = ['INVALID'];
  if (query.cityId !== undefined && !(await exists(db, 'cities', query.cityId))) errors.cityId = ['INVALID'];
  if (query.lat !== undefined && query.lng !== undefined) refs.centre = { lat: query.lat, lng: query.lng };
  else if (query.postalCode !== undefined) {
    const centre = await postalCentre(db, query.postalCode);
    if (centre) refs.centre = centre;
    else errors.postalCode = ['INVALID'];
  }
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', 'VALIDATION_FAILED', errors);
  return refs;
}

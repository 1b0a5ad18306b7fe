// A category's ad fields: its own plus those its ancestors define (the seed puts car fields on
// "Auto's", bike fields on "Fietsen"…), the nearest definition of a key winning.
import type { CategoryField, Lang } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { CategoryFieldOption, Database } from '../../db/database-types';

export interface StoredField {
  key: string;
  type: CategoryField['type'];
  labelNl: string;
  labelEn: string;
  unit: string | null;
  options: CategoryFieldOption[];
  required: boolean;
}

/** Undefined when the category does not exist. */
export async function categoryIsLeaf(db: Kysely<Database>, categoryId: number): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('categories')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('categories as child')
            .select('child.id')
            .whereRef('child.parent_id', '=', 'categories.id'),
        )
        .as('hasChildren'),
    )
    .where('categories.id', '=', categoryId)
    .executeTakeFirst();
  return row === undefined ? undefined : !row.hasChildren;
}

/** Root's fields first, then each level down; by priority inside a level. */
export async function loadCategoryFields(db: Kysely<Database>, categoryId: number): Promise<StoredField[]> {
  const rows = await db
    .withRecursive('chain(id, parent_id, depth)', (qb) =>
      qb
        .selectFrom('categories')
        .select(['id', 'parent_id', sql<number>`0`.as('depth')])
        .where('id', '=', categoryId)
        .unionAll(
          qb
            .selectFrom('categories')
            .innerJoin('chain', 'chain.parent_id', 'categories.id')
            .select(['categories.id', 'categories.parent_id', sql<number>`chain.depth + 1`.as('depth')]),
        ),
    )
    .selectFrom('category_fields')
    .innerJoin('chain', 'chain.id', 'category_fields.category_id')
    .select([
      'category_fields.key',
      'category_fields.type',
      'category_fields.label_nl as labelNl',
      'category_fields.label_en as labelEn',
      'category_fields.unit',
      'category_fields.options',
      'category_fields.required',
      'chain.depth',
    ])
    .orderBy('chain.depth', 'desc')
    .orderBy('category_fields.priority')
    .orderBy('category_fields.id')
    .execute();
  const byKey = new Map<string, StoredField & { depth: number }>();
  for (const row of rows) {
    const known = byKey.get(row.key);
    if (!known || row.depth < known.depth) byKey.set(row.key, { ...row, options: row.options ?? [] });
  }
  // Map keeps first-insertion order, so an overridden key stays where its ancestor put it.
  return [...byKey.values()].map(({ depth: _depth, ...field }) => field);
}

export const localiseField = (field: StoredField, lang: Lang): CategoryField => ({
  key: field.key,
  type: field.type,
  label: lang === 'en' ? field.labelEn : field.labelNl,
  unit: field.unit,
  options: field.options.map((o) => ({ value: o.value, label: lang === 'en' ? o.en : o.nl })),
  required: field.required,
});

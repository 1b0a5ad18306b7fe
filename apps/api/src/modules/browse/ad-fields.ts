// The category's own fields of an ad in words (adFieldValueSchema), by the field's kind: the option's
// label, yes/no, a number with separators and its unit, a year without separators ('2018', not '2.018'),
// an amount in euros, or a date, in the request's language and the category's field order.
import type { Lang } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { Database, Json } from '../../db/database-types';

const YES_NO: Record<Lang, [string, string]> = { nl: ['Ja', 'Nee'], en: ['Yes', 'No'] };
const LOCALES: Record<Lang, string> = { nl: 'nl-NL', en: 'en-GB' };
/** An ISO calendar date, as a date field stores it. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export type FieldRow = Pick<
  Selectable<Database['category_fields']>,
  'key' | 'type' | 'format' | 'label_nl' | 'label_en' | 'unit' | 'options'
>;

/** Scalars as text; a stored object or list (never written by the ad form) as JSON. */
const asText = (value: Json): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

function numberInWords(field: FieldRow, value: number, lang: Lang): string {
  const locale = LOCALES[lang];
  if (field.format === 'money') {
    const cents = !Number.isInteger(value);
    return value.toLocaleString(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    });
  }
  const number = value.toLocaleString(locale, { useGrouping: field.format !== 'year' });
  return field.unit ? `${number} ${field.unit}` : number;
}

function dateInWords(value: string, lang: Lang): string | undefined {
  if (!ISO_DATE.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  // new Date accepts 2024-02-31 as 2 March: only a date that reads back the same is one.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return undefined;
  return date.toLocaleDateString(LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** One stored value in words; undefined for an empty one. Anything that does not fit its kind reads as stored. */
export function fieldValueInWords(field: FieldRow, value: Json, lang: Lang): string | undefined {
  if (value === null || value === '') return undefined;
  if (field.type === 'boolean') return value === true || value === 'true' ? YES_NO[lang][0] : YES_NO[lang][1];
  if (field.type === 'select') {
    const option = field.options?.find((o) => o.value === asText(value));
    return option ? option[lang] : asText(value);
  }
  if (field.type === 'number' && typeof value === 'number') return numberInWords(field, value, lang);
  if (field.format === 'date' && typeof value === 'string') return dateInWords(value, lang) ?? value;
  const text = asText(value);
  return field.type === 'number' && field.unit ? `${text} ${field.unit}` : text;
}

/**
 * The category's fields with those its ancestors define (the seed puts the bike fields on "Fietsen", not
 * on "Stadsfietsen"), as the ad form offers them: root's first, the nearest definition of a key winning.
 */
async function fieldsOfCategory(db: Kysely<Database>, categoryId: number): Promise<FieldRow[]> {
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
    .select(['key', 'type', 'format', 'label_nl', 'label_en', 'unit', 'options', 'chain.depth'])
    .orderBy('chain.depth', 'desc')
    .orderBy('category_fields.priority')
    .orderBy('category_fields.id')
    .execute();
  const byKey = new Map<string, FieldRow & { depth: number }>();
  for (const row of rows) {
    const known = byKey.get(row.key);
    if (!known || row.depth < known.depth) byKey.set(row.key, row);
  }
  return [...byKey.values()];
}

export async function adFieldsInWords(
  db: Kysely<Database>,
  categoryId: number,
  values: Record<string, Json>,
  lang: Lang,
): Promise<{ key: string; label: string; value: string }[]> {
  const fields = await fieldsOfCategory(db, categoryId);
  return fields.flatMap((field) => {
    const raw = values[field.key];
    const value = raw === undefined ? undefined : fieldValueInWords(field, raw, lang);
    return value === undefined
      ? []
      : [{ key: field.key, label: lang === 'en' ? field.label_en : field.label_nl, value }];
  });
}

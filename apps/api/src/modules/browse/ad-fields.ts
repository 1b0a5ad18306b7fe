// The category's own fields of an ad in words (adFieldValueSchema): the option's label, yes/no, or the
// number with its unit, in the request's language and the category's field order.
import type { Lang } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { CategoryFieldOption, Database, Json } from '../../db/database-types';

const YES_NO: Record<Lang, [string, string]> = { nl: ['Ja', 'Nee'], en: ['Yes', 'No'] };

interface FieldRow {
  key: string;
  type: 'text' | 'number' | 'select' | 'boolean';
  label_nl: string;
  label_en: string;
  unit: string | null;
  options: CategoryFieldOption[] | null;
}

/** Scalars as text; a stored object or list (never written by the ad form) as JSON. */
const asText = (value: Json): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

function inWords(field: FieldRow, value: Json, lang: Lang): string | undefined {
  if (value === null || value === '') return undefined;
  if (field.type === 'boolean') return value === true || value === 'true' ? YES_NO[lang][0] : YES_NO[lang][1];
  if (field.type === 'select') {
    const option = field.options?.find((o) => o.value === asText(value));
    return option ? option[lang] : asText(value);
  }
  if (field.type === 'number') {
    const number =
      typeof value === 'number' ? value.toLocaleString(lang === 'en' ? 'en-GB' : 'nl-NL') : asText(value);
    return field.unit ? `${number} ${field.unit}` : number;
  }
  return asText(value);
}

export async function adFieldsInWords(
  db: Kysely<Database>,
  categoryId: number,
  values: Record<string, Json>,
  lang: Lang,
): Promise<{ key: string; label: string; value: string }[]> {
  const fields = await db
    .selectFrom('category_fields')
    .select(['key', 'type', 'label_nl', 'label_en', 'unit', 'options'])
    .where('category_id', '=', categoryId)
    .orderBy('priority')
    .orderBy('id')
    .execute();
  return fields.flatMap((field) => {
    const raw = values[field.key];
    const value = raw === undefined ? undefined : inWords(field, raw, lang);
    return value === undefined
      ? []
      : [{ key: field.key, label: lang === 'en' ? field.label_en : field.label_nl, value }];
  });
}

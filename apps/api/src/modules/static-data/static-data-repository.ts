// The `static_data` row 'company' holds one value with per-language texts; readers get one language.
import type { Lang, StaticData } from '@kraam/shared';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/database-types';

/** What the row stores (the seed and, later, the admin write it). */
export const storedCompanySchema = z.object({
  name: z.string(),
  companyLogo: z.uuid().nullable(),
  slogan: z.object({ nl: z.string(), en: z.string() }),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
});

export async function loadStaticData(db: Kysely<Database>, lang: Lang): Promise<StaticData | undefined> {
  const row = await db
    .selectFrom('static_data')
    .select('value')
    .where('key', '=', 'company')
    .executeTakeFirst();
  if (!row) return undefined;
  const company = storedCompanySchema.parse(row.value);
  return { company: { ...company, slogan: company.slogan[lang] } };
}

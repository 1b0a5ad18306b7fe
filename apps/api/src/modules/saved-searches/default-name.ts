// A saved search's name when the saver gives none: built by the shared savedSearchName from the query,
// with the category's title in the request's language.
import { savedSearchName } from '@kraam/shared';
import type { AdFilterQuery, Lang } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';

export async function defaultName(db: Kysely<Database>, filters: AdFilterQuery, lang: Lang): Promise<string> {
  const category =
    filters.categoryId === undefined
      ? undefined
      : await db
          .selectFrom('categories')
          .select(['title_nl', 'title_en'])
          .where('id', '=', filters.categoryId)
          .executeTakeFirst();
  const categoryTitle = category && (lang === 'nl' ? category.title_nl : category.title_en);
  return savedSearchName(
    {
      ...(filters.search ? { search: filters.search } : {}),
      ...(categoryTitle ? { categoryTitle } : {}),
      ...(filters.postalCode ? { postalCode: filters.postalCode } : {}),
      ...(filters.radiusKm !== undefined ? { radiusKm: filters.radiusKm } : {}),
      ...(filters.priceMin !== undefined ? { priceMin: filters.priceMin } : {}),
      ...(filters.priceMax !== undefined ? { priceMax: filters.priceMax } : {}),
    },
    lang,
  );
}

// Countries → provinces → cities → regions. Countries and provinces have Dutch and English names.
import type { City, Country, Lang, Province, Region } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';

export function listCountries(db: Kysely<Database>, lang: Lang): Promise<Country[]> {
  const name = lang === 'en' ? 'name_en' : 'name_nl';
  return db
    .selectFrom('countries')
    .select(['id', 'code', `${name} as name`, 'phone_code as phoneCode'])
    .orderBy(name)
    .execute();
}

export function listProvinces(db: Kysely<Database>, lang: Lang, countryId?: number): Promise<Province[]> {
  const name = lang === 'en' ? 'name_en' : 'name_nl';
  return db
    .selectFrom('provinces')
    .select(['id', 'country_id as countryId', 'code', `${name} as name`])
    .$if(countryId !== undefined, (q) => q.where('country_id', '=', countryId as number))
    .orderBy(name)
    .orderBy('id')
    .execute();
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface CityFilter {
  provinceId?: number;
  search?: string;
  limit: number;
}

/**
 * Accent- and case-insensitive: 'fryslan' finds 'Fryslân'. Names that start with the term come before
 * names that merely contain it. Matches the trigram index on kraam_unaccent(lower(name)).
 */
export function listCities(db: Kysely<Database>, filter: CityFilter): Promise<City[]> {
  const folded = sql<string>`kraam_unaccent(lower(name))`;
  const term = filter.search === undefined ? undefined : escapeLike(filter.search);
  return db
    .selectFrom('cities')
    .select(['id', 'province_id as provinceId', 'name', 'latitude', 'longitude'])
    .$if(filter.provinceId !== undefined, (q) => q.where('province_id', '=', filter.provinceId as number))
    .$if(term !== undefined, (q) =>
      q
        .where(folded, 'like', sql<string>`'%' || kraam_unaccent(lower(${term})) || '%'`)
        .orderBy(sql`${folded} like kraam_unaccent(lower(${term})) || '%'`, 'desc'),
    )
    .orderBy('name')
    .orderBy('id')
    .limit(filter.limit)
    .execute();
}

export function listRegions(db: Kysely<Database>, cityId: number): Promise<Region[]> {
  return db
    .selectFrom('regions')
    .select(['id', 'city_id as cityId', 'name', 'latitude', 'longitude'])
    .where('city_id', '=', cityId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

// Small builders for test data: images, categories, places and users.
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../db/database-types';
import { hashPassword } from '../auth/passwords';

/** A solid-colour PNG of the given size. */
export const samplePng = (width = 64, height = 48, background = '#0261bf'): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

export const sampleSvg = (): Buffer =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#ff4200"/></svg>',
  );

export interface CategoryInput {
  nl: string;
  en: string;
  priority: number;
  parentId?: number;
  galleryId?: string;
}

export async function insertCategory(db: Kysely<Database>, input: CategoryInput): Promise<number> {
  const { id } = await db
    .insertInto('categories')
    .values({
      title_nl: input.nl,
      title_en: input.en,
      priority: input.priority,
      parent_id: input.parentId ?? null,
      gallery_id: input.galleryId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export interface PlaceIds {
  netherlands: number;
  belgium: number;
  friesland: number;
  northHolland: number;
  antwerp: number;
  cities: Record<string, number>;
}

const CITIES: [province: 'friesland' | 'northHolland' | 'antwerp', name: string, lat: number, lon: number][] =
  [
    ['friesland', 'Leeuwarden', 53.2, 5.8],
    ['friesland', 'Bûtenpost', 53.25, 6.14],
    ['friesland', 'Damwâld', 53.29, 5.99],
    ['northHolland', 'Amsterdam', 52.37, 4.9],
    ['northHolland', 'Amstelveen', 52.3, 4.86],
    ['northHolland', 'Zaandam', 52.44, 4.83],
    ['northHolland', "'s-Graveland", 52.24, 5.12],
    ['antwerp', 'Mechelen', 51.03, 4.48],
  ];

/** Two countries, three provinces, eight cities and three regions in Amsterdam. */
export async function insertPlaces(db: Kysely<Database>): Promise<PlaceIds> {
  const country = (code: string, nl: string, en: string, phone: string) =>
    db
      .insertInto('countries')
      .values({ code, name_nl: nl, name_en: en, phone_code: phone })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
  const netherlands = await country('NL', 'Nederland', 'Netherlands', '+31');
  const belgium = await country('BE', 'België', 'Belgium', '+32');
  const province = (countryId: number, code: string, nl: string, en: string) =>
    db
      .insertInto('provinces')
      .values({ country_id: countryId, code, name_nl: nl, name_en: en, latitude: null, longitude: null })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
  const provinces = {
    friesland: await province(netherlands, 'NL-FR', 'Fryslân', 'Friesland'),
    northHolland: await province(netherlands, 'NL-NH', 'Noord-Holland', 'North Holland'),
    antwerp: await province(belgium, 'BE-VAN', 'Antwerpen', 'Antwerp'),
  };
  const cities: Record<string, number> = {};
  for (const [key, name, latitude, longitude] of CITIES) {
    const row = await db
      .insertInto('cities')
      .values({ province_id: provinces[key], name, latitude, longitude })
      .returning('id')
      .executeTakeFirstOrThrow();
    cities[name] = row.id;
  }
  await db
    .insertInto('regions')
    .values(
      ['Zuid', 'Centrum', 'Noord'].map((name) => ({
        city_id: cities.Amsterdam as number,
        name,
        latitude: null,
        longitude: null,
      })),
    )
    .execute();
  return { netherlands, belgium, ...provinces, cities };
}

export interface UserInput {
  email: string;
  password: string;
  confirmed?: boolean;
  firstName?: string;
}

/** A user with a real argon2id hash, confirmed unless told otherwise. */
export async function insertUser(db: Kysely<Database>, input: UserInput): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      email: input.email.toLowerCase(),
      password_hash: await hashPassword(input.password),
      first_name: input.firstName ?? 'Test',
      last_name: 'User',
      phone: '+31 6 12345678',
      email_confirmed_at: input.confirmed === false ? null : new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// Countries, then the Dutch provinces and their cities.
import type { SeedProvince } from './seed-types';
import type { SeedContext } from './seed-context';

const COUNTRIES = [
  { code: 'NL', name_nl: 'Nederland', name_en: 'Netherlands', phone_code: '+31' },
  { code: 'BE', name_nl: 'België', name_en: 'Belgium', phone_code: '+32' },
  { code: 'DE', name_nl: 'Duitsland', name_en: 'Germany', phone_code: '+49' },
];

const CHUNK = 1000;

export interface SeededCity {
  id: number;
  provinceId: number;
  latitude: number;
  longitude: number;
}

export interface SeededPlaces {
  netherlandsId: number;
  provinces: SeedProvince[];
  /** By `${provinceCode}|${cityName}`. */
  cities: Map<string, SeededCity>;
  /** A city of that name in any province (booth addresses name only the city). */
  citiesByName: Map<string, SeededCity>;
}

export const cityKey = (provinceCode: string, cityName: string) => `${provinceCode}|${cityName}`;

export async function seedPlaces({ trx, content, log }: SeedContext): Promise<SeededPlaces> {
  const countries = await trx.insertInto('countries').values(COUNTRIES).returning(['id', 'code']).execute();
  const netherlandsId = countries.find((c) => c.code === 'NL')?.id as number;

  const provinces = content.loadPlaces();
  const provinceRows = await trx
    .insertInto('provinces')
    .values(
      provinces.map((p) => ({
        country_id: netherlandsId,
        code: p.code,
        name_nl: p.nameNl,
        name_en: p.nameEn,
        latitude: p.latitude,
        longitude: p.longitude,
      })),
    )
    .returning(['id', 'code'])
    .execute();
  const provinceIds = new Map(provinceRows.map((row) => [row.code, row.id]));
  const provinceCodes = new Map(provinceRows.map((row) => [row.id, row.code]));

  const cities = new Map<string, SeededCity>();
  const citiesByName = new Map<string, SeededCity>();
  const rows = provinces.flatMap((p) => p.cities.map((city) => ({ province: p.code, city })));
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const inserted = await trx
      .insertInto('cities')
      .values(
        chunk.map(({ province, city }) => ({
          province_id: provinceIds.get(province) as number,
          name: city.name,
          latitude: city.latitude,
          longitude: city.longitude,
        })),
      )
      .returning(['id', 'province_id', 'name', 'latitude', 'longitude'])
      .execute();
    for (const row of inserted) {
      const seeded = {
        id: row.id,
        provinceId: row.province_id,
        latitude: row.latitude,
        longitude: row.longitude,
      };
      cities.set(cityKey(provinceCodes.get(row.province_id) as string, row.name), seeded);
      if (!citiesByName.has(row.name)) citiesByName.set(row.name, seeded);
    }
  }
  log(`seed: places ${countries.length} countries, ${provinces.length} provinces, ${rows.length} cities`);
  return { netherlandsId, provinces, cities, citiesByName };
}

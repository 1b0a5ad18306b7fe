// PC4 postal code centres (postal_codes) for radius searches, from the derived table in
// data/postal-areas.ts and the seeded towns' coordinates. An area whose town is not seeded falls back to
// the wider area around it; codes with no seeded town at all are left out.
import type { Insertable } from 'kysely';
import type { Database } from '../database-types';
import { POSTAL_AREAS } from './data/postal-areas';
import type { PostalArea } from './data/postal-areas';
import type { SeedContext } from './seed-context';
import type { SeededCity } from './seed-places';

const CHUNK = 1000;

/** The narrowest area holding the code among those given. */
function areaOf(code: number, areas: readonly PostalArea[]): PostalArea | undefined {
  let best: PostalArea | undefined;
  for (const area of areas)
    if (code >= area[0] && code <= area[1] && (!best || area[1] - area[0] < best[1] - best[0])) best = area;
  return best;
}

export function postalCodeRows(
  citiesByName: ReadonlyMap<string, SeededCity>,
  areas: readonly PostalArea[] = POSTAL_AREAS,
): Insertable<Database['postal_codes']>[] {
  const seeded = areas.filter((area) => citiesByName.has(area[2]));
  const rows: Insertable<Database['postal_codes']>[] = [];
  for (let code = 1000; code <= 9999; code += 1) {
    const area = areaOf(code, seeded);
    const city = area && citiesByName.get(area[2]);
    if (city)
      rows.push({ code: String(code), city_id: city.id, latitude: city.latitude, longitude: city.longitude });
  }
  return rows;
}

export async function seedPostalCodes(
  { trx, log }: SeedContext,
  citiesByName: ReadonlyMap<string, SeededCity>,
): Promise<void> {
  const rows = postalCodeRows(citiesByName);
  for (let start = 0; start < rows.length; start += CHUNK)
    await trx
      .insertInto('postal_codes')
      .values(rows.slice(start, start + CHUNK))
      .execute();
  log(`seed: postal codes ${rows.length} PC4 areas`);
}

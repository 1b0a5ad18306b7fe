import { describe, expect, it } from 'vitest';
import { POSTAL_AREAS } from './data/postal-areas';
import { loadDutchPlaces } from './places';
import { postalCodeRows } from './seed-postal-codes';
import type { SeededCity } from './seed-places';

describe('PC4 postal code centres', () => {
  const citiesByName = new Map<string, SeededCity>();
  let id = 1;
  for (const province of loadDutchPlaces())
    for (const city of province.cities)
      if (!citiesByName.has(city.name))
        citiesByName.set(city.name, {
          id: id++,
          provinceId: 1,
          latitude: city.latitude,
          longitude: city.longitude,
        });

  it('names only towns the seeded places know', () => {
    expect(POSTAL_AREAS.map((area) => area[2]).filter((town) => !citiesByName.has(town))).toEqual([]);
  });

  it('covers every PC4 from 1000 to 9999, each with its narrowest area’s town', () => {
    const rows = postalCodeRows(citiesByName);
    expect(rows).toHaveLength(9000);
    const byCode = new Map(rows.map((row) => [row.code, row]));
    const town = (code: string) => byCode.get(code)?.city_id;
    expect(town('1012')).toBe(citiesByName.get('Amsterdam')?.id);
    expect(town('1181')).toBe(citiesByName.get('Amstelveen')?.id);
    expect(town('3011')).toBe(citiesByName.get('Rotterdam')?.id);
    expect(town('9711')).toBe(citiesByName.get('Groningen')?.id);
    expect(town('8501')).toBe(citiesByName.get('Heerenveen')?.id);
  });

  it('falls back to the wider area when a town is not seeded, and leaves out the rest', () => {
    const amsterdam = citiesByName.get('Amsterdam') as SeededCity;
    const rows = postalCodeRows(new Map([['Amsterdam', amsterdam]]));
    expect(rows.map((row) => row.code)).toEqual(Array.from({ length: 200 }, (_, i) => String(1000 + i)));
  });
});

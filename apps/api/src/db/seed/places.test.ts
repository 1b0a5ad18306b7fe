import { describe, expect, it } from 'vitest';
import { isInsideNetherlands, loadDutchPlaces } from './places';

const provinces = loadDutchPlaces();

describe('loadDutchPlaces', () => {
  it('returns exactly the 12 provinces by ISO code, with Dutch and English names', () => {
    expect(provinces.map((p) => p.code)).toEqual([
      'NL-DR',
      'NL-FL',
      'NL-FR',
      'NL-GE',
      'NL-GR',
      'NL-LI',
      'NL-NB',
      'NL-NH',
      'NL-OV',
      'NL-UT',
      'NL-ZE',
      'NL-ZH',
    ]);
    const zh = provinces.find((p) => p.code === 'NL-ZH');
    expect(zh).toMatchObject({ nameNl: 'Zuid-Holland', nameEn: 'South Holland' });
  });

  it('gives every province and city coordinates inside the Netherlands', () => {
    for (const province of provinces) {
      // The package places South Holland in Illinois; the loader must correct that.
      expect(isInsideNetherlands(province.latitude, province.longitude), province.code).toBe(true);
      expect(province.cities.length, province.code).toBeGreaterThan(0);
      for (const city of province.cities) {
        expect(isInsideNetherlands(city.latitude, city.longitude), city.name).toBe(true);
      }
    }
  });

  it('names places as the Dutch do: Den Haag, not The Hague', () => {
    const zh = provinces.find((p) => p.code === 'NL-ZH');
    expect(zh?.cities.map((c) => c.name)).toContain('Den Haag');
    expect(provinces.flatMap((p) => p.cities.map((c) => c.name))).not.toContain('The Hague');
  });

  it('has unique, sorted city names within each province and no municipality duplicates', () => {
    for (const province of provinces) {
      const names = province.cities.map((c) => c.name);
      expect(new Set(names).size, province.code).toBe(names.length);
      expect([...names].sort((a, b) => a.localeCompare(b, 'nl'))).toEqual(names);
      expect(names.some((n) => n.startsWith('Gemeente '))).toBe(false);
    }
  });
});

// The Netherlands' 12 provinces and their cities, read from the npm package country-state-city.
import { City, State } from 'country-state-city';
import type { SeedCity, SeedProvince } from './seed-types';

/** Package state code → ISO 3166-2 code and proper Dutch/English names (the package has one name). */
const PROVINCES: Record<string, { code: string; nameNl: string; nameEn: string }> = {
  DR: { code: 'NL-DR', nameNl: 'Drenthe', nameEn: 'Drenthe' },
  FL: { code: 'NL-FL', nameNl: 'Flevoland', nameEn: 'Flevoland' },
  FR: { code: 'NL-FR', nameNl: 'Fryslân', nameEn: 'Friesland' },
  GE: { code: 'NL-GE', nameNl: 'Gelderland', nameEn: 'Gelderland' },
  GR: { code: 'NL-GR', nameNl: 'Groningen', nameEn: 'Groningen' },
  LI: { code: 'NL-LI', nameNl: 'Limburg', nameEn: 'Limburg' },
  NB: { code: 'NL-NB', nameNl: 'Noord-Brabant', nameEn: 'North Brabant' },
  NH: { code: 'NL-NH', nameNl: 'Noord-Holland', nameEn: 'North Holland' },
  OV: { code: 'NL-OV', nameNl: 'Overijssel', nameEn: 'Overijssel' },
  UT: { code: 'NL-UT', nameNl: 'Utrecht', nameEn: 'Utrecht' },
  ZE: { code: 'NL-ZE', nameNl: 'Zeeland', nameEn: 'Zeeland' },
  ZH: { code: 'NL-ZH', nameNl: 'Zuid-Holland', nameEn: 'South Holland' },
};

/** European Netherlands with a little margin; the package has wrong coordinates for some entries. */
export const NL_BOUNDS = { minLat: 50.7, maxLat: 53.7, minLon: 3.3, maxLon: 7.3 } as const;

export function isInsideNetherlands(latitude: number, longitude: number): boolean {
  return (
    latitude >= NL_BOUNDS.minLat &&
    latitude <= NL_BOUNDS.maxLat &&
    longitude >= NL_BOUNDS.minLon &&
    longitude <= NL_BOUNDS.maxLon
  );
}

function toCoordinate(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The package's English names of Dutch places, as the Dutch write them. */
const DUTCH_NAMES: Record<string, string> = { 'The Hague': 'Den Haag' };

function loadCities(stateCode: string): SeedCity[] {
  const byName = new Map<string, SeedCity>();
  for (const city of City.getCitiesOfState('NL', stateCode)) {
    // 'Gemeente X' rows are municipalities that duplicate the town itself.
    if (city.name.startsWith('Gemeente ')) continue;
    const latitude = toCoordinate(city.latitude);
    const longitude = toCoordinate(city.longitude);
    if (latitude === null || longitude === null || !isInsideNetherlands(latitude, longitude)) continue;
    const name = DUTCH_NAMES[city.name] ?? city.name;
    if (!byName.has(name)) byName.set(name, { name, latitude, longitude });
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name, 'nl'));
}

function mean(values: number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

export function loadDutchPlaces(): SeedProvince[] {
  const provinces: SeedProvince[] = [];
  // Only the 12 provinces; the Caribbean special municipalities (BQ1–BQ3) are skipped.
  for (const state of State.getStatesOfCountry('NL')) {
    const names = PROVINCES[state.isoCode];
    if (!names) continue;
    const cities = loadCities(state.isoCode);
    if (cities.length === 0) continue;
    const lat = toCoordinate(state.latitude);
    const lon = toCoordinate(state.longitude);
    // South Holland's package coordinates point to Illinois, hence the bounds check.
    const useOwn = lat !== null && lon !== null && isInsideNetherlands(lat, lon);
    provinces.push({
      ...names,
      latitude: useOwn ? lat : mean(cities.map((c) => c.latitude)),
      longitude: useOwn ? lon : mean(cities.map((c) => c.longitude)),
      cities,
    });
  }
  return provinces.sort((a, b) => a.code.localeCompare(b.code));
}

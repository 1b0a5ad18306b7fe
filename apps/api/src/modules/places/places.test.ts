import {
  citiesResponseSchema,
  countriesResponseSchema,
  provincesResponseSchema,
  regionsResponseSchema,
} from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPlaces } from '../../test/fixtures';
import type { PlaceIds } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';

describe('places', () => {
  let t: TestApp;
  let ids: PlaceIds;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const cityNames = async (query: string) =>
    citiesResponseSchema.parse((await get(`/public/v2/City/GetAll${query}`)).json()).data.map((c) => c.name);

  beforeAll(async () => {
    t = await createTestApp();
    ids = await insertPlaces(t.db);
  });
  afterAll(() => t.close());

  it('lists countries with names in the requested language', async () => {
    const nl = countriesResponseSchema.parse((await get('/public/v2/Country/GetAll')).json());
    expect(nl.data.map((c) => c.name)).toEqual(['België', 'Nederland']);
    const en = countriesResponseSchema.parse((await get('/public/v2/Country/GetAll?lang=en')).json());
    expect(en.data).toContainEqual({
      id: ids.netherlands,
      code: 'NL',
      name: 'Netherlands',
      phoneCode: '+31',
    });
  });

  it('lists provinces, optionally of one country', async () => {
    const all = provincesResponseSchema.parse((await get('/public/v2/Province/GetAll?lang=en')).json());
    expect(all.data.map((p) => p.name)).toEqual(['Antwerp', 'Friesland', 'North Holland']);
    const dutch = provincesResponseSchema.parse(
      (await get(`/public/v2/Province/GetAll?countryId=${ids.netherlands}`)).json(),
    );
    expect(dutch.data.map((p) => p.name)).toEqual(['Fryslân', 'Noord-Holland']);
    expect(dutch.data[0]).toEqual({
      id: ids.friesland,
      countryId: ids.netherlands,
      code: 'NL-FR',
      name: 'Fryslân',
    });
  });

  it('lists the cities of a province by name', async () => {
    expect(await cityNames(`?provinceId=${ids.friesland}`)).toEqual(['Bûtenpost', 'Damwâld', 'Leeuwarden']);
  });

  it('searches accent-insensitively, prefix matches first', async () => {
    expect(await cityNames('?search=dam')).toEqual(['Damwâld', 'Amsterdam', 'Zaandam']);
    expect(await cityNames('?search=BUTEN')).toEqual(['Bûtenpost']);
    expect(await cityNames(`?search=am&provinceId=${ids.northHolland}&limit=2`)).toEqual([
      'Amstelveen',
      'Amsterdam',
    ]);
    expect(await cityNames("?search='s-gr")).toEqual(["'s-Graveland"]);
    expect(await cityNames('?search=50%25')).toEqual([]);
  });

  it('returns coordinates with each city', async () => {
    const response = citiesResponseSchema.parse(
      (await get('/public/v2/City/GetAll?search=Leeuwarden')).json(),
    );
    expect(response.data).toEqual([
      {
        id: ids.cities.Leeuwarden,
        provinceId: ids.friesland,
        name: 'Leeuwarden',
        latitude: 53.2,
        longitude: 5.8,
      },
    ]);
  });

  it('refuses a search of fewer than 2 letters with a field error in Dutch or English', async () => {
    for (const term of ['a', "'s", ' - ', '']) {
      const response = await get(`/public/v2/City/GetAll?search=${encodeURIComponent(term)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Controleer de ingevulde gegevens.',
        errors: { search: ['Typ minstens 2 letters om een plaats te zoeken.'] },
      });
    }
    const english = await t.app.inject({
      method: 'GET',
      url: '/public/v2/City/GetAll?search=a',
      headers: { 'accept-language': 'en-US,en;q=0.8' },
    });
    expect(english.json()).toMatchObject({
      errors: { search: ['Type at least 2 letters to search for a city.'] },
    });
    expect(await cityNames('?search=Ee')).toEqual(['Amstelveen', 'Leeuwarden']);
  });

  it('lists the regions of a city', async () => {
    const response = regionsResponseSchema.parse(
      (await get(`/public/v2/Region/GetAll?cityId=${ids.cities.Amsterdam}`)).json(),
    );
    expect(response.data.map((r) => r.name)).toEqual(['Centrum', 'Noord', 'Zuid']);
    const missing = await get('/public/v2/Region/GetAll');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: { cityId: [expect.any(String)] } });
  });
});

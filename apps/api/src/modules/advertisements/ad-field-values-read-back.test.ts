import { API_PATHS, adDetailResponseSchema, ownAdResponseSchema } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdsWorld } from '../../test/ads-world';
import type { AdsWorld } from '../../test/ads-world';

// An ad's fields defined on a parent category (the seed puts the bike fields on "Fietsen", not on
// "Stadsfietsen") must read back as stored: they used to come back as `fields: []`.
describe('category field values, written as the ad form sends them and read back', () => {
  let w: AdsWorld;
  let adId: number;
  beforeAll(async () => {
    w = await createAdsWorld();
    // The ad form sends numbers as numbers, a select's option value and a yes/no as a boolean.
    const response = await w.call(
      'POST',
      API_PATHS.adInsert,
      w.carBody({ fieldValues: { year: 2012, brand: 'volvo', mileage: 210_000, electric: true } }),
      { token: w.a.token, lang: 'nl' },
    );
    expect(response.statusCode, response.body).toBe(200);
    adId = ownAdResponseSchema.parse(response.json()).data.id;
  });
  afterAll(() => w.t.close());

  const publicAd = async (lang: 'nl' | 'en') => {
    const response = await w.call('GET', `${API_PATHS.adDetail}?id=${adId}&lang=${lang}`);
    expect(response.statusCode, response.body).toBe(200);
    return adDetailResponseSchema.parse(response.json()).data;
  };

  it('shows inherited and own fields in words on the public ad, parent fields first', async () => {
    expect((await publicAd('nl')).fields).toEqual([
      { key: 'year', label: 'Bouwjaar', value: '2012' },
      { key: 'brand', label: 'Merk', value: 'Volvo' },
      { key: 'mileage', label: 'Kilometerstand', value: '210.000 km' },
      { key: 'electric', label: 'Elektrisch', value: 'Ja' },
    ]);
    expect((await publicAd('en')).fields.map((field) => `${field.label}: ${field.value}`)).toEqual([
      'Year: 2012',
      'Brand: Volvo',
      'Mileage: 210,000 km',
      'Electric: Yes',
    ]);
  });

  it('gives the values back to the edit form and keeps an edit of them', async () => {
    const own = await w.call('GET', `${API_PATHS.ownAd}?id=${adId}`, undefined, { token: w.a.token });
    expect(ownAdResponseSchema.parse(own.json()).data.fieldValues).toEqual({
      year: 2012,
      brand: 'volvo',
      mileage: 210_000,
      electric: true,
    });
    const { imageIds: _imageIds, ...body } = w.carBody({ fieldValues: { year: 2015, brand: 'other' } });
    const edit = await w.call('PUT', API_PATHS.adEdit, { ...body, id: adId }, { token: w.a.token });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await publicAd('en')).fields).toEqual([
      { key: 'year', label: 'Year', value: '2015' },
      { key: 'brand', label: 'Brand', value: 'Other brand' },
    ]);
  });
});

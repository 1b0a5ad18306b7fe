// A small world for the cache tests: a seller with a booth and a live ad, a buyer, both logged in, and the
// bodies to change the ad and the booth through the API.
import type { AdEditBody, BoothBody } from '@kraam/shared';
import { insertAdRow, insertBoothRow } from './ad-fixtures';
import { loginToken } from './auth-helpers';
import { insertCategory, insertPlaces, insertUser } from './fixtures';
import type { TestApp } from './test-app';

export interface CacheWorld {
  adId: number;
  boothId: number;
  sellerToken: string;
  buyerToken: string;
  editBody: (title: string) => AdEditBody;
  boothBody: (name: string) => BoothBody;
}

export async function buildCacheWorld(t: TestApp): Promise<CacheWorld> {
  const places = await insertPlaces(t.db);
  const parent = await insertCategory(t.db, { nl: 'Fietsen', en: 'Bicycles', priority: 1 });
  const categoryId = await insertCategory(t.db, {
    nl: 'Stadsfietsen',
    en: 'City bikes',
    priority: 1,
    parentId: parent,
  });
  const sellerId = await insertUser(t.db, { email: 'seller@example.com', password: 'seller-password-1' });
  await insertUser(t.db, { email: 'buyer@example.com', password: 'buyer-password-1' });
  const boothId = await insertBoothRow(t.db, sellerId, 'Fietsenkraam');
  const cityId = places.cities.Amsterdam as number;
  const location = { countryId: places.netherlands, provinceId: places.northHolland, cityId };
  const adId = await insertAdRow(t.db, {
    booth_id: boothId,
    user_id: sellerId,
    category_id: categoryId,
    title: 'Gazelle stadsfiets',
    country_id: location.countryId,
    province_id: location.provinceId,
    city_id: cityId,
  });
  return {
    adId,
    boothId,
    sellerToken: await loginToken(t.app, 'seller@example.com', 'seller-password-1'),
    buyerToken: await loginToken(t.app, 'buyer@example.com', 'buyer-password-1'),
    editBody: (title) => ({
      id: adId,
      categoryId,
      title,
      description: '',
      priceType: 'startPrice',
      priceCents: 10_000,
      delivery: 'pickup',
      tags: [],
      fieldValues: {},
      location: { ...location, postalCode: '1012 AB', street: 'Damrak 1', showLocation: true },
    }),
    boothBody: (name) => ({ name, sellerType: 'private' }),
  };
}

/** Every cached public read of the world, as URLs. */
export const cachedRoutes = (world: CacheWorld): string[] => [
  '/public/v2/Category/GetTree?lang=nl',
  '/public/getStaticsData?lang=en',
  '/public/v2/Advertisement/GetAll?sort=newest',
  '/public/v2/Advertisement/GetAll?sort=trending&promoted=true',
  `/public/v2/Advertisement/Get?id=${world.adId}`,
  `/public/v2/Booth/Get?id=${world.boothId}`,
  '/public/v2/Search/Get?searchTerm=gazelle',
  '/public/v2/Advertisement/GetAllWithFilter?search=gazelle',
];

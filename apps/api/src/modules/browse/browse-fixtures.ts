// A small marketplace for the browse tests: a category tree, three users (two sellers and a buyer),
// active ads in several places and prices, and ads that must never show (expired, sold, deleted,
// inactive, draft). Dates are spread so "newest" has a known order.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import { insertAdRow, insertBoothRow, insertCategoryField, insertImageFileRow } from '../../test/ad-fixtures';
import type { AdRowInput } from '../../test/ad-fixtures';
import { insertCategory, insertPlaces, insertUser } from '../../test/fixtures';
import type { PlaceIds } from '../../test/fixtures';

const HOUR_MS = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS);

export const PASSWORDS = {
  seller: 'seller-password-1',
  other: 'seller-password-2',
  buyer: 'buyer-password-3',
};

export interface BrowseWorld {
  places: PlaceIds;
  categories: { vehicles: number; bikes: number; cityBikes: number; home: number; furniture: number };
  users: { seller: number; other: number; buyer: number };
  booths: { seller: number; other: number };
  /** Active ads by name. */
  ads: Record<
    'gazelle' | 'kidsFietsen' | 'kidsBike' | 'cafeTable' | 'freeSofa' | 'swapLamp' | 'reserved' | 'promoted',
    number
  >;
  /** Ads no public list may return. */
  hidden: Record<'expired' | 'sold' | 'deleted' | 'inactive' | 'draft', number>;
  gazelleImages: string[];
}

export async function buildBrowseWorld(db: Kysely<Database>): Promise<BrowseWorld> {
  const places = await insertPlaces(db);
  const vehicles = await insertCategory(db, { nl: 'Vervoer', en: 'Vehicles', priority: 1 });
  const bikes = await insertCategory(db, { nl: 'Fietsen', en: 'Bicycles', priority: 1, parentId: vehicles });
  const cityBikes = await insertCategory(db, {
    nl: 'Stadsfietsen',
    en: 'City bikes',
    priority: 1,
    parentId: bikes,
  });
  const home = await insertCategory(db, { nl: 'Huis', en: 'Home', priority: 2 });
  const furniture = await insertCategory(db, { nl: 'Meubels', en: 'Furniture', priority: 1, parentId: home });
  await insertCategoryField(db, cityBikes, {
    key: 'frame',
    type: 'number',
    label_nl: 'Framemaat',
    label_en: 'Frame size',
    unit: 'cm',
    priority: 1,
  });
  await insertCategoryField(db, cityBikes, {
    key: 'gears',
    type: 'select',
    label_nl: 'Versnellingen',
    label_en: 'Gears',
    priority: 2,
    options: [
      { value: 'none', nl: 'Geen', en: 'None' },
      { value: 'hub3', nl: '3 naaf', en: '3 hub' },
    ],
  });
  await insertCategoryField(db, cityBikes, {
    key: 'electric',
    type: 'boolean',
    label_nl: 'Elektrisch',
    label_en: 'Electric',
    priority: 3,
  });

  const seller = await insertUser(db, { email: 'seller@example.com', password: PASSWORDS.seller });
  const other = await insertUser(db, { email: 'other@example.com', password: PASSWORDS.other });
  const buyer = await insertUser(db, { email: 'buyer@example.com', password: PASSWORDS.buyer });
  const sellerBooth = await insertBoothRow(db, seller, 'Café de Fietsenmaker');
  const otherBooth = await insertBoothRow(db, other, 'Meubelkraam Zaandam');
  await insertBoothRow(db, buyer, 'Kraam van de koper');

  const { cities } = places;
  const at = (city: string) => {
    const id = cities[city] as number;
    return { city_id: id };
  };
  const coords: Record<string, [number, number]> = {
    Amsterdam: [52.37, 4.9],
    Amstelveen: [52.3, 4.86],
    Zaandam: [52.44, 4.83],
    Leeuwarden: [53.2, 5.8],
  };
  const province = (city: string) => (city === 'Leeuwarden' ? places.friesland : places.northHolland);
  const ad = (owner: 'seller' | 'other', city: string, hours: number, input: Partial<AdRowInput>) => {
    const [latitude, longitude] = coords[city] as [number, number];
    return insertAdRow(db, {
      booth_id: owner === 'seller' ? sellerBooth : otherBooth,
      user_id: owner === 'seller' ? seller : other,
      category_id: cityBikes,
      country_id: places.netherlands,
      province_id: province(city),
      ...at(city),
      latitude,
      longitude,
      published_at: hoursAgo(hours),
      ...input,
    });
  };

  const gazelle = await ad('seller', 'Amsterdam', 1, {
    title: 'Gazelle Chamonix stadsfiets',
    description: 'Mooie damesfiets, net onderhouden.',
    price_cents: 15_000,
    condition: 'good',
    delivery: 'pickup',
    tags: ['gazelle', 'damesfiets'],
    field_values: JSON.stringify({ frame: 57, gears: 'hub3', electric: false }),
    postal_code: '1012 AB',
    street: 'Damrak 1',
    latitude: 52.3731,
    longitude: 4.8926,
  });
  const gazelleImages = [await insertImageFileRow(db, seller), await insertImageFileRow(db, seller)];
  await db
    .insertInto('ad_images')
    .values(gazelleImages.map((file_id, position) => ({ ad_id: gazelle, file_id, position })))
    .execute();
  const kidsFietsen = await ad('seller', 'Leeuwarden', 2, {
    category_id: bikes,
    title: 'Twee fietsen voor kinderen',
    price_cents: 8_000,
    condition: 'used',
    delivery: 'post',
  });
  const kidsBike = await ad('other', 'Amstelveen', 3, {
    title: 'Kids bike blue',
    description: 'A small bike for children.',
    price_cents: 4_000,
    condition: 'new',
    delivery: 'both',
    show_location: false,
    postal_code: '1181 AA',
    street: 'Geheimstraat 9',
    latitude: 52.301,
    longitude: 4.861,
  });
  const cafeTable = await ad('other', 'Zaandam', 4, {
    category_id: furniture,
    title: 'Houten tafel in Café-stijl',
    price_cents: 30_000,
    condition: 'asNew',
  });
  const freeSofa = await ad('other', 'Amsterdam', 5, {
    category_id: furniture,
    title: 'Bank gratis af te halen',
    price_type: 'free',
    price_cents: null,
  });
  const swapLamp = await ad('other', 'Zaandam', 6, {
    category_id: furniture,
    title: 'Lamp te ruil',
    price_type: 'swap',
    price_cents: null,
  });
  const reserved = await ad('seller', 'Amsterdam', 7, {
    title: 'Gereserveerde fiets, racemodel',
    trade_state: 'reserved',
    price_cents: 50_000,
  });
  const promoted = await ad('other', 'Leeuwarden', 8, {
    category_id: furniture,
    title: 'Eiken kast',
    price_cents: 12_000,
    promoted_until: new Date(Date.now() + 48 * HOUR_MS),
  });

  const hidden = {
    expired: await ad('seller', 'Amsterdam', 30 * 24, {
      title: 'Verlopen fiets',
      valid_until: hoursAgo(1),
    }),
    sold: await ad('seller', 'Amsterdam', 9, { title: 'Verkochte fiets', trade_state: 'sold' }),
    deleted: await ad('seller', 'Amsterdam', 10, { title: 'Verwijderde fiets', status: 'deleted' }),
    inactive: await ad('seller', 'Amsterdam', 11, { title: 'Gedeactiveerde fiets', status: 'inactive' }),
    draft: await ad('seller', 'Amsterdam', 12, {
      title: 'Concept fiets',
      status: 'draft',
      published_at: null,
    }),
  };
  return {
    places,
    categories: { vehicles, bikes, cityBikes, home, furniture },
    users: { seller, other, buyer },
    booths: { seller: sellerBooth, other: otherBooth },
    ads: { gazelle, kidsFietsen, kidsBike, cafeTable, freeSofa, swapLamp, reserved, promoted },
    hidden,
    gazelleImages,
  };
}

// Hostile input: ids beyond PostgreSQL's integer, NUL bytes in text, forged list cursors.
// Every request here must be refused as a client error (400 with field errors in the request's language,
// or 404), never a 5xx, on PGlite and on PostgreSQL (`npm run test:postgres`).
import { API_PATHS, errorResponseSchema, adminLoginResponseSchema } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAdmin } from '../auth/admin-accounts';
import { encodeCursor } from '../db/keyset-cursor';
import type { KeyValue } from '../db/keyset-cursor';
import { json } from '../test/auth-helpers';
import { insertAdRow } from '../test/ad-fixtures';
import { filePart, postMultipart } from '../test/multipart';
import { samplePng } from '../test/fixtures';
import { createAdsWorld } from '../test/ads-world';
import type { AdsWorld } from '../test/ads-world';

const TOO_BIG_ID = 2_147_483_648;
const ADMIN = { email: 'root@example.com', password: 'Admin-wachtwoord-1' };

/** A well-formed cursor of `list` holding whatever key and id a forger chooses. */
const forged = (list: string, key: KeyValue[], id: number) =>
  encodeURIComponent(encodeCursor(list, { key, id }));
/** A cursor from raw JSON text, for what JSON.stringify cannot write (`1e999`). */
const forgedText = (text: string) => encodeURIComponent(Buffer.from(text).toString('base64url'));

interface World {
  w: AdsWorld;
  liveAd: number;
  deletedAd: number;
  adminToken: string;
}

interface HostileCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (world: World) => string;
  body?: (world: World) => unknown;
  /** Whose token goes along: seller A's, an admin's, or none. */
  as?: 'seller' | 'admin';
  status: 400 | 404;
  /** The field the 400's errors name. */
  field?: string;
}

const get = (
  name: string,
  url: string | ((world: World) => string),
  status: 400 | 404,
  field?: string,
  as?: 'seller',
): HostileCase => ({
  name,
  method: 'GET',
  url: typeof url === 'string' ? () => url : url,
  status,
  ...(field ? { field } : {}),
  ...(as ? { as } : {}),
});

const NUL = '%00';
const TIMESTAMP = '2026-01-01 10:00:00.123456+00';
const ISO_TIMESTAMP = '2026-01-01T10:00:00.123456Z';

const PUBLIC_READS: HostileCase[] = [
  get('ad page, id ≥ 2³¹', `${API_PATHS.adDetail}?id=${TOO_BIG_ID}`, 400, 'id'),
  get('ad page, id of 20 digits', `${API_PATHS.adDetail}?id=99999999999999999999`, 400, 'id'),
  get('ad page, a deleted ad', (x) => `${API_PATHS.adDetail}?id=${x.deletedAd}`, 404),
  get('suggestions, NUL in the term', `${API_PATHS.suggestions}?searchTerm=abc${NUL}def`, 400, 'searchTerm'),
  get('booth list, NUL in the search', `${API_PATHS.publicBoothList}?search=a${NUL}b`, 400, 'search'),
  get('booth, id ≥ 2³¹', `${API_PATHS.publicBoothGet}?id=${TOO_BIG_ID}`, 400, 'id'),
  ...['categoryId', 'boothId', 'provinceId', 'cityId'].map((field) =>
    get(`search, ${field} ≥ 2³¹`, `${API_PATHS.adSearch}?${field}=${TOO_BIG_ID}`, 400, field),
  ),
  get('search, NUL in the words', `${API_PATHS.adSearch}?search=a${NUL}b`, 400, 'search'),
  get('provinces, countryId ≥ 2³¹', `${API_PATHS.provinces}?countryId=${TOO_BIG_ID}`, 400, 'countryId'),
  get('cities, provinceId ≥ 2³¹', `${API_PATHS.cities}?provinceId=${TOO_BIG_ID}`, 400, 'provinceId'),
  get('cities, NUL in the search', `${API_PATHS.cities}?search=Am${NUL}s`, 400, 'search'),
  get('regions, cityId ≥ 2³¹', `${API_PATHS.regions}?cityId=${TOO_BIG_ID}`, 400, 'cityId'),
  get('sitemap, a page beyond every id', `${API_PATHS.sitemap}?kind=ads&page=214749`, 400, 'page'),
  get('sitemap, the largest safe page', `${API_PATHS.sitemap}?kind=ads&page=9007199254740991`, 400, 'page'),
];

const home = (sort: string, cursor: string) => `${API_PATHS.homeFeed}?sort=${sort}&cursor=${cursor}`;
const search = (query: string, cursor: string) => `${API_PATHS.adSearch}?${query}&cursor=${cursor}`;
const booths = (cursor: string) => `${API_PATHS.publicBoothList}?cursor=${cursor}`;

const FORGED_CURSORS: HostileCase[] = [
  get(
    'newest, impossible timestamp',
    home('newest', forged('home:newest', ['2026-13-45 25:61:61+00'], 1)),
    400,
    'cursor',
  ),
  get(
    'newest, 30 February',
    home('newest', forged('home:newest', ['2026-02-30 10:00:00+00'], 1)),
    400,
    'cursor',
  ),
  get('newest, year 0', home('newest', forged('home:newest', ['0000-01-01 00:00:00+00'], 1)), 400, 'cursor'),
  get(
    'newest, offset +99',
    home('newest', forged('home:newest', ['2026-01-01 00:00:00+99'], 1)),
    400,
    'cursor',
  ),
  get('newest, id ≥ 2³¹', home('newest', forged('home:newest', [TIMESTAMP], TOO_BIG_ID)), 400, 'cursor'),
  get(
    'newest, id 1e999',
    home('newest', forgedText(`["home:newest",["${TIMESTAMP}"],1e999]`)),
    400,
    'cursor',
  ),
  get(
    'cheapest, bigint below its minimum',
    home('cheapest', forged('home:cheapest', ['-9999999999999999999'], 1)),
    400,
    'cursor',
  ),
  get(
    'cheapest, 20 digits',
    home('cheapest', forged('home:cheapest', ['99999999999999999999'], 1)),
    400,
    'cursor',
  ),
  get('trending, 1e999', home('trending', forged('home:trending', ['1e999'], 1)), 400, 'cursor'),
  get('trending, -1e999', home('trending', forged('home:trending', ['-1e999'], 1)), 400, 'cursor'),
  get(
    'trending, 1e-999 (underflow)',
    home('trending', forged('home:trending', ['1e-999'], 1)),
    400,
    'cursor',
  ),
  get(
    'search newest, impossible timestamp',
    search('search=volvo&sort=newest', forged('search:newest', ['2026-04-31 10:00:00+00'], 1)),
    400,
    'cursor',
  ),
  get(
    'search relevance, beyond real',
    search('search=volvo&sort=relevance', forged('search:relevance', ['1e39'], 1)),
    400,
    'cursor',
  ),
  get(
    'search cheapest, id ≥ 2³¹',
    search('sort=cheapest', forged('search:cheapest', ['100'], TOO_BIG_ID)),
    400,
    'cursor',
  ),
  get(
    'booths, impossible timestamp',
    booths(forged('booths', ['2026-02-30T10:00:00.000000Z'], 1)),
    400,
    'cursor',
  ),
  get('booths, hour 24', booths(forged('booths', ['2026-01-01T24:00:00.000000Z'], 1)), 400, 'cursor'),
  get('booths, id ≥ 2³¹', booths(forged('booths', [ISO_TIMESTAMP], TOO_BIG_ID)), 400, 'cursor'),
  get(
    'own ads, impossible timestamp',
    `${API_PATHS.ownAds}?cursor=${forged('own-ads', ['2026-00-10T10:00:00.000000Z'], 1)}`,
    400,
    'cursor',
    'seller',
  ),
  get(
    'own ads, id ≥ 2³¹',
    `${API_PATHS.ownAds}?cursor=${forged('own-ads', [ISO_TIMESTAMP], TOO_BIG_ID)}`,
    400,
    'cursor',
    'seller',
  ),
  get(
    'favourites, impossible timestamp',
    `${API_PATHS.wishList}?cursor=${forged('wishList', ['2026-02-29 10:00:00+00'], 1)}`,
    400,
    'cursor',
    'seller',
  ),
  get(
    'conversations, id ≥ 2³¹',
    `${API_PATHS.conversations}?cursor=${forged('conversations', [ISO_TIMESTAMP], TOO_BIG_ID)}`,
    400,
    'cursor',
    'seller',
  ),
  get(
    'conversations, impossible timestamp',
    `${API_PATHS.conversations}?cursor=${forged('conversations', ['2026-12-32T10:00:00.000000Z'], 1)}`,
    400,
    'cursor',
    'seller',
  ),
  get(
    'notifications, id ≥ 2³¹',
    `${API_PATHS.notifications}?cursor=${forged('notifications', [], TOO_BIG_ID)}`,
    400,
    'cursor',
    'seller',
  ),
  get(
    'notifications, a key where none is',
    `${API_PATHS.notifications}?cursor=${forged('notifications', [ISO_TIMESTAMP], 1)}`,
    400,
    'cursor',
    'seller',
  ),
];

const withSeller = (c: Omit<HostileCase, 'as'>): HostileCase => ({ ...c, as: 'seller' });
const carWith = (override: Record<string, unknown>) => (x: World) => ({ ...x.w.carBody(), ...override });
const carLocationWith = (override: Record<string, unknown>) => (x: World) => ({
  ...x.w.carBody(),
  location: { ...x.w.carBody().location, ...override },
});
const boothBody = (override: Record<string, unknown>) => () => ({ name: 'Kraam van Anna', ...override });
const userBody = (override: Record<string, unknown>) => () => ({
  firstName: 'Anna',
  lastName: 'de Vries',
  ...override,
});

const SIGNED_IN_WRITES: HostileCase[] = [
  ...(
    [
      ['NUL in the title', { title: 'Volvo\u0000V70' }, 'title'],
      ['NUL in the description', { description: 'Goed\u0000onderhouden' }, 'description'],
      ['NUL in a tag', { tags: ['vol\u0000vo'] }, 'tags.0'],
      ['NUL in a field value', { fieldValues: { brand: 'vol\u0000vo' } }, 'fieldValues.brand'],
      ['NUL in a field key', { fieldValues: { 'bra\u0000nd': 'volvo' } }, 'fieldValues'],
      ['categoryId ≥ 2³¹', { categoryId: TOO_BIG_ID }, 'categoryId'],
    ] as const
  ).map(([name, override, field]) =>
    withSeller({
      name: `ad insert, ${name}`,
      method: 'POST',
      url: () => API_PATHS.adInsert,
      body: carWith(override),
      status: 400,
      field,
    }),
  ),
  ...(
    [
      ['NUL in the street', { street: 'Damrak\u00001' }, 'location.street'],
      ['cityId ≥ 2³¹', { cityId: TOO_BIG_ID }, 'location.cityId'],
      ['regionId ≥ 2³¹', { regionId: TOO_BIG_ID }, 'location.regionId'],
    ] as const
  ).map(([name, override, field]) =>
    withSeller({
      name: `ad insert, ${name}`,
      method: 'POST',
      url: () => API_PATHS.adInsert,
      body: carLocationWith(override),
      status: 400,
      field,
    }),
  ),
  withSeller({
    name: 'ad insert, NUL in the phone',
    method: 'POST',
    url: () => API_PATHS.adInsert,
    body: carWith({ phone: '+31 6 1234\u00005678' }),
    status: 400,
    field: 'phone',
  }),
  withSeller({
    name: 'ad edit, id ≥ 2³¹',
    method: 'PUT',
    url: () => API_PATHS.adEdit,
    body: carWith({ id: TOO_BIG_ID }),
    status: 400,
    field: 'id',
  }),
  withSeller({
    name: 'ad delete, id ≥ 2³¹',
    method: 'DELETE',
    url: () => `${API_PATHS.adDelete}?id=${TOO_BIG_ID}`,
    status: 400,
    field: 'id',
  }),
  withSeller({
    name: 'saved search delete, id ≥ 2³¹',
    method: 'DELETE',
    url: () => `${API_PATHS.savedSearchDelete}?id=${TOO_BIG_ID}`,
    status: 400,
    field: 'id',
  }),
  withSeller({
    name: 'saved search edit, id ≥ 2³¹',
    method: 'PUT',
    url: () => API_PATHS.savedSearchEdit,
    body: () => ({ id: TOO_BIG_ID, name: 'fiets' }),
    status: 400,
    field: 'id',
  }),
  withSeller({
    name: 'saved search, NUL in the words',
    method: 'POST',
    url: () => API_PATHS.savedSearchInsert,
    body: () => ({ query: `search=a${NUL}b` }),
    status: 400,
    field: 'query.search',
  }),
  withSeller({
    name: 'saved search, category id ≥ 2³¹',
    method: 'POST',
    url: () => API_PATHS.savedSearchInsert,
    body: () => ({ query: `categoryId=${TOO_BIG_ID}` }),
    status: 400,
    field: 'query.categoryId',
  }),
  withSeller({
    name: 'own ad, id ≥ 2³¹',
    method: 'GET',
    url: () => `${API_PATHS.ownAd}?id=${TOO_BIG_ID}`,
    status: 400,
    field: 'id',
  }),
  withSeller({
    name: 'category fields, id ≥ 2³¹',
    method: 'GET',
    url: () => `${API_PATHS.categoryFields}?categoryId=${TOO_BIG_ID}`,
    status: 400,
    field: 'categoryId',
  }),
  withSeller({
    name: 'multi edit, id ≥ 2³¹',
    method: 'POST',
    url: () => API_PATHS.adMultiEdit,
    body: () => ({ advertisementIds: [TOO_BIG_ID], action: 'renew' }),
    status: 400,
    field: 'advertisementIds.0',
  }),
  withSeller({
    name: 'promote, id ≥ 2³¹',
    method: 'POST',
    url: () => API_PATHS.adPromote,
    body: () => ({ advertisementId: TOO_BIG_ID, provider: 'demo' }),
    status: 400,
    field: 'advertisementId',
  }),
  withSeller({
    name: 'like, id ≥ 2³¹',
    method: 'POST',
    url: () => API_PATHS.adLike,
    body: () => ({ advertisementId: TOO_BIG_ID }),
    status: 400,
    field: 'advertisementId',
  }),
  withSeller({
    name: 'reveal phone, id ≥ 2³¹',
    method: 'POST',
    url: () => API_PATHS.adRevealPhone,
    body: () => ({ advertisementId: TOO_BIG_ID }),
    status: 400,
    field: 'advertisementId',
  }),
  withSeller({
    name: 'gallery delete, id ≥ 2³¹',
    method: 'DELETE',
    url: () =>
      `${API_PATHS.galleryDelete}?advertisementId=${TOO_BIG_ID}&imageId=00000000-0000-4000-8000-000000000000`,
    status: 400,
    field: 'advertisementId',
  }),
  withSeller({
    name: 'gallery main image, id ≥ 2³¹',
    method: 'PUT',
    url: () => API_PATHS.galleryMainImage,
    body: () => ({ advertisementId: TOO_BIG_ID, imageId: '00000000-0000-4000-8000-000000000000' }),
    status: 400,
    field: 'advertisementId',
  }),
  withSeller({
    name: 'gallery reorder, id ≥ 2³¹',
    method: 'PUT',
    url: () => API_PATHS.galleryReorder,
    body: () => ({ advertisementId: TOO_BIG_ID, imageIds: ['00000000-0000-4000-8000-000000000000'] }),
    status: 400,
    field: 'advertisementId',
  }),
  withSeller({
    name: 'booth edit, NUL in the name',
    method: 'PUT',
    url: () => API_PATHS.boothEdit,
    body: boothBody({ name: 'Kraam\u0000Anna' }),
    status: 400,
    field: 'name',
  }),
  withSeller({
    name: 'booth edit, NUL in the description',
    method: 'PUT',
    url: () => API_PATHS.boothEdit,
    body: boothBody({ description: 'a\u0000b' }),
    status: 400,
    field: 'description',
  }),
  withSeller({
    name: 'booth edit, NUL in the website',
    method: 'PUT',
    url: () => API_PATHS.boothEdit,
    body: boothBody({ website: 'https://example.com/a\u0000b' }),
    status: 400,
    field: 'website',
  }),
  withSeller({
    name: 'booth edit, cityId ≥ 2³¹',
    method: 'PUT',
    url: () => API_PATHS.boothEdit,
    body: boothBody({ cityId: TOO_BIG_ID }),
    status: 400,
    field: 'cityId',
  }),
  withSeller({
    name: 'user edit, NUL in the first name',
    method: 'PUT',
    url: () => API_PATHS.userEdit,
    body: userBody({ firstName: 'An\u0000na' }),
    status: 400,
    field: 'firstName',
  }),
  withSeller({
    name: 'user edit, NUL in the address',
    method: 'PUT',
    url: () => API_PATHS.userEdit,
    body: userBody({ address: 'Damrak\u00001' }),
    status: 400,
    field: 'address',
  }),
  {
    name: 'register, NUL in the last name',
    method: 'POST',
    url: () => API_PATHS.register,
    body: () => ({
      email: 'nul@example.com',
      password: 'Een-goed-wachtwoord-9',
      firstName: 'Nul',
      lastName: 'By\u0000te',
      phone: '+31 6 12345678',
    }),
    status: 400,
    field: 'lastName',
  },
  {
    name: 'admin cache clear, NUL in the key (it lands in the audit log)',
    method: 'POST',
    url: () => API_PATHS.adminCacheClear,
    body: () => ({ key: 'ad:1\u0000' }),
    as: 'admin',
    status: 400,
    field: 'key',
  },
];

describe('hostile input answers 400 or 404, never 5xx', () => {
  const world = {} as World;
  let ip = 0;
  // Each request from its own address, so no rate limit is what answers.
  const nextIp = () => `203.0.113.${(ip += 1) % 250}`;

  beforeAll(async () => {
    const w = await createAdsWorld();
    await upsertAdmin(w.t.db, ADMIN.email, ADMIN.password);
    const admin = await w.call('POST', API_PATHS.adminLogin, ADMIN, { ip: '198.51.100.7' });
    Object.assign(world, {
      w,
      liveAd: await w.adOfA(),
      deletedAd: await w.adOfA({ status: 'deleted' }),
      adminToken: adminLoginResponseSchema.parse(admin.json()).data.token,
    });
  });
  afterAll(() => world.w.t.close());

  const send = (c: HostileCase, lang: 'nl' | 'en') => {
    const token = c.as === 'seller' ? world.w.a.token : c.as === 'admin' ? world.adminToken : undefined;
    return world.w.call(c.method, c.url(world), c.body?.(world), {
      lang,
      ip: nextIp(),
      ...(token ? { token } : {}),
    });
  };

  it.each([...PUBLIC_READS, ...FORGED_CURSORS, ...SIGNED_IN_WRITES])('$name → $status', async (c) => {
    for (const lang of ['nl', 'en'] as const) {
      const response = await send(c, lang);
      expect(response.statusCode, response.body).toBe(c.status);
      const body = errorResponseSchema.parse(response.json());
      if (c.status === 404) {
        expect(body.code).toBe('NOT_FOUND');
        continue;
      }
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.message).toBe(
        lang === 'nl' ? 'Controleer de ingevulde gegevens.' : 'Please check the data you entered.',
      );
      const fields = Object.keys(body.errors ?? {});
      expect(
        fields.some((field) => field === c.field || field.startsWith(`${c.field}.`)),
        response.body,
      ).toBe(true);
    }
  });

  it('names a NUL byte as a character that is not allowed, in Dutch and English', async () => {
    const url = `${API_PATHS.suggestions}?searchTerm=abc${NUL}def`;
    const nl = json(await world.w.call('GET', url, undefined, { lang: 'nl' }));
    expect(nl.errors?.searchTerm).toEqual(['Deze tekst bevat een teken dat niet is toegestaan.']);
    const en = json(await world.w.call('GET', url, undefined, { lang: 'en' }));
    expect(en.errors?.searchTerm).toEqual(['This text contains a character that is not allowed.']);
  });

  it('a gallery upload naming an ad id ≥ 2³¹ is refused as that field', async () => {
    const response = await postMultipart(
      world.w.t.app,
      API_PATHS.galleryInsert,
      [{ name: 'advertisementId', data: String(TOO_BIG_ID) }, filePart(await samplePng())],
      { token: world.w.a.token, ip: nextIp() },
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(json(response).errors ?? {})).toEqual(['advertisementId']);
  });

  it('an ad page whose list names impossible filters shows the ad without neighbours', async () => {
    for (const list of [
      `categoryId=${TOO_BIG_ID}`,
      `boothId=${TOO_BIG_ID}&sort=cheapest`,
      'search=a\u0000b',
      `cursor=${forged('search:newest', ['2026-02-30 10:00:00+00'], TOO_BIG_ID)}`,
    ]) {
      const url = `${API_PATHS.adDetail}?id=${world.liveAd}&list=${encodeURIComponent(list)}`;
      const response = await world.w.call('GET', url, undefined, { ip: nextIp() });
      expect(response.statusCode, `${list}: ${response.body}`).toBe(200);
      expect(json(response).data).toMatchObject({ id: world.liveAd, previousId: null, nextId: null });
    }
  });

  it('still pages with honest cursors and edge values the database reads', async () => {
    await insertAdRow(world.w.t.db, {
      booth_id: world.w.a.boothId as number,
      user_id: world.w.a.id,
      category_id: world.w.categories.cars,
    });
    for (const url of [
      home('newest', forged('home:newest', ['2026-02-28 23:59:59.999999+00'], 2_147_483_647)),
      home('newest', forged('home:newest', ['2024-02-29 10:00:00+05:30'], 1)),
      home('cheapest', forged('home:cheapest', ['-9223372036854775808'], 1)),
      home('cheapest', forged('home:cheapest', ['9223372036854775807'], 1)),
      home('trending', forged('home:trending', ['1.7976931348623157e308'], 1)),
      home('trending', forged('home:trending', ['5e-324'], 1)),
      home('trending', forged('home:trending', ['0'], 1)),
      search('search=volvo&sort=relevance', forged('search:relevance', ['3.4e38'], 1)),
      booths(forged('booths', ['2024-02-29T00:00:00.000000Z'], 1)),
      `${API_PATHS.sitemap}?kind=ads&page=214748`,
      `${API_PATHS.adSearch}?priceMin=9007199254740991&sort=cheapest`,
      `${API_PATHS.adSearch}?priceMax=9007199254740991&sort=mostExpensive`,
    ]) {
      const response = await world.w.call('GET', url, undefined, { ip: nextIp() });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
  });
});

// A seller's number leaves the API only through RevealPhone, to a signed-in user, for at most
// PHONE_REVEALS_PER_DAY different ads in a rolling day (docs/decisions/0032-phone-numbers-for-signed-in-users.md).
// On PGlite, and on PostgreSQL under `npm run test:postgres`, where the parallel reveals really race.
import {
  API_PATHS,
  PHONE_REVEALS_PER_DAY,
  adDetailResponseSchema,
  errorResponseSchema,
  phoneRevealResponseSchema,
} from '@kraam/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdRow, insertBoothRow } from '../../test/ad-fixtures';
import type { AdRowInput } from '../../test/ad-fixtures';
import { caller } from '../../test/auth-helpers';
import type { CallOptions } from '../../test/auth-helpers';
import { insertCategory, insertUser } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';

/** The number as sellers type it; every spelling of it shares these digits. */
const TYPED = '+31 6 12345678';
const E164 = '+31612345678';
const DIGITS = '12345678';
const DAY_S = 24 * 3600;
const ADS = PHONE_REVEALS_PER_DAY + 15;

describe('phone numbers for signed-in users only', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let sellerId: number;
  let sellerToken: string;
  /** The seller's active ads with a number. */
  let ads: number[];
  let noPhoneAd: number;
  let inactiveAd: number;
  let soldAd: number;
  let expiredAd: number;

  const newUser = async (name: string) => {
    const id = await insertUser(t.db, { email: `${name}@example.com`, password: `${name}-Wachtwoord-1` });
    return { id, token: await t.app.auth.issueToken(id) };
  };
  const reveal = (advertisementId: unknown, options: CallOptions = {}) =>
    call('POST', API_PATHS.adRevealPhone, { advertisementId }, options);
  /** The rows counting against the user's limit. */
  const revealsOf = async (userId: number) =>
    (await t.db.selectFrom('phone_reveals').select('ad_id').where('user_id', '=', userId).execute()).length;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    const categoryId = await insertCategory(t.db, { nl: 'Fietsen', en: 'Bicycles', priority: 1 });
    sellerId = (await newUser('verkoper')).id;
    sellerToken = await t.app.auth.issueToken(sellerId);
    const boothId = await insertBoothRow(t.db, sellerId);
    const ad = (values: Partial<AdRowInput>) =>
      insertAdRow(t.db, { booth_id: boothId, user_id: sellerId, category_id: categoryId, ...values });
    ads = [];
    // The first as typed before numbers were stored in E.164, the rest as they are stored now.
    for (let i = 0; i < ADS; i++) ads.push(await ad({ title: `Fiets ${i}`, phone: i === 0 ? TYPED : E164 }));
    noPhoneAd = await ad({ phone: null });
    inactiveAd = await ad({ phone: E164, status: 'inactive' });
    soldAd = await ad({ phone: E164, trade_state: 'sold' });
    expiredAd = await ad({ phone: E164, valid_until: new Date(Date.now() - 60_000) });
  });
  afterAll(() => t.close());

  it('keeps the number out of the public ad page, for guests and signed-in visitors alike', async () => {
    const viewer = await newUser('kijker');
    for (const options of [{}, { token: viewer.token }, { token: sellerToken, lang: 'en' as const }]) {
      const response = await call('GET', `${API_PATHS.adDetail}?id=${ads[0]}`, undefined, options);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).not.toContain(DIGITS);
      expect(response.body).not.toContain('"phone"');
      expect(adDetailResponseSchema.parse(response.json()).data.hasPhone).toBe(true);
    }
    const without = await call('GET', `${API_PATHS.adDetail}?id=${noPhoneAd}`);
    expect(adDetailResponseSchema.parse(without.json()).data.hasPhone).toBe(false);
  });

  it('answers 401 without a session, before it looks at the body', async () => {
    const admin = await newUser('beheer');
    const adminToken = await t.app.auth.issueToken(admin.id, 'admin');
    const bodies = [{ advertisementId: ads[1] }, { advertisementId: 'abc' }, {}, 'geen json'];
    const notUsers: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not.a.token' },
      { authorization: `Bearer ${adminToken}` },
    ];
    for (const body of bodies)
      for (const headers of notUsers) {
        const response = await call('POST', API_PATHS.adRevealPhone, body, { headers });
        expect(response.statusCode, `${JSON.stringify(body)} ${response.body}`).toBe(401);
        expect(errorResponseSchema.parse(response.json()).code).toBe('UNAUTHORIZED');
        expect(response.body).not.toContain(DIGITS);
      }
  });

  it('gives a signed-in user the number in E.164, never to be cached', async () => {
    const buyer = await newUser('koper');
    for (const ad of [ads[0], ads[1]]) {
      const response = await reveal(ad, { token: buyer.token });
      expect(response.statusCode, response.body).toBe(200);
      expect(phoneRevealResponseSchema.parse(response.json()).data).toEqual({ phone: E164 });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it.each([
    ['nl', 'Niet gevonden.'],
    ['en', 'Not found.'],
  ] as const)(
    'answers 404 for an ad without a number, inactive, sold, expired or unknown (%s)',
    async (lang, message) => {
      const buyer = await newUser(`zoeker-${lang}`);
      for (const ad of [noPhoneAd, inactiveAd, soldAd, expiredAd, 2_000_000_000]) {
        const response = await reveal(ad, { token: buyer.token, lang });
        expect(response.statusCode, `${ad} ${response.body}`).toBe(404);
        expect(errorResponseSchema.parse(response.json())).toMatchObject({ code: 'NOT_FOUND', message });
      }
      // Nothing shown, nothing counted.
      expect(await revealsOf(buyer.id)).toBe(0);
    },
  );

  it('answers 400 with a field error to ids PostgreSQL cannot hold, text, NUL bytes and a missing id', async () => {
    const buyer = await newUser('knoeier');
    const bodies = [
      { advertisementId: 2_147_483_648 },
      { advertisementId: 1e20 },
      { advertisementId: -1 },
      { advertisementId: 1.5 },
      { advertisementId: String(ads[1]) },
      { advertisementId: `${ads[1]}\u0000` },
      { advertisementId: null },
      {},
    ];
    for (const body of bodies) {
      const response = await call('POST', API_PATHS.adRevealPhone, body, { token: buyer.token, lang: 'en' });
      expect(response.statusCode, `${JSON.stringify(body)} ${response.body}`).toBe(400);
      const error = errorResponseSchema.parse(response.json());
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.errors).toHaveProperty('advertisementId');
    }
  });

  it.each([
    ['nl', 'Je hebt de afgelopen 24 uur de telefoonnummers van 30 advertenties bekeken'],
    ['en', 'You have seen the phone numbers of 30 ads in the last 24 hours'],
  ] as const)(
    'refuses the 31st different ad in a day with 429 and Retry-After; repeats and own ads stay free (%s)',
    async (lang, message) => {
      const buyer = await newUser(`verzamelaar-${lang}`);
      const ownAd = await insertAdRow(t.db, {
        booth_id: await insertBoothRow(t.db, buyer.id),
        user_id: buyer.id,
        category_id: (await t.db.selectFrom('categories').select('id').executeTakeFirstOrThrow()).id,
        phone: '+31687654321',
      });
      const as = { token: buyer.token, lang };
      for (const ad of ads.slice(0, PHONE_REVEALS_PER_DAY))
        expect((await reveal(ad, as)).statusCode).toBe(200);

      const refused = await reveal(ads[PHONE_REVEALS_PER_DAY], as);
      expect(refused.statusCode, refused.body).toBe(429);
      expect(errorResponseSchema.parse(refused.json())).toMatchObject({ code: 'RATE_LIMITED' });
      expect(refused.json<{ message: string }>().message).toContain(message);
      expect(refused.body).not.toContain(DIGITS);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(DAY_S - 120);
      expect(retryAfter).toBeLessThanOrEqual(DAY_S);

      // An ad already seen, and one's own, cost nothing.
      const again = await reveal(ads[3], as);
      expect(again.statusCode, again.body).toBe(200);
      const own = await reveal(ownAd, as);
      expect(phoneRevealResponseSchema.parse(own.json()).data.phone).toBe('+31687654321');
      expect(await revealsOf(buyer.id)).toBe(PHONE_REVEALS_PER_DAY);

      // Retry-After counts down to the moment the oldest reveal leaves the window.
      const oldest = ads[10] as number;
      await sql`
        update phone_reveals set revealed_at = now() - interval '23 hours'
        where user_id = ${buyer.id}::integer and ad_id = ${oldest}::integer`.execute(t.db);
      const later = await reveal(ads[PHONE_REVEALS_PER_DAY], as);
      expect(later.statusCode).toBe(429);
      expect(Number(later.headers['retry-after'])).toBeGreaterThan(3600 - 120);
      expect(Number(later.headers['retry-after'])).toBeLessThanOrEqual(3600);

      // Once it has left, a new ad may be shown, and the old row is gone.
      await sql`
        update phone_reveals set revealed_at = now() - interval '24 hours 1 second'
        where user_id = ${buyer.id}::integer and ad_id = ${oldest}::integer`.execute(t.db);
      expect((await reveal(ads[PHONE_REVEALS_PER_DAY], as)).statusCode).toBe(200);
      expect(await revealsOf(buyer.id)).toBe(PHONE_REVEALS_PER_DAY);
      expect((await reveal(ads[PHONE_REVEALS_PER_DAY + 1], as)).statusCode).toBe(429);
    },
  );

  it(`never grants more than ${PHONE_REVEALS_PER_DAY} different ads to reveals sent at once`, async () => {
    const buyer = await newUser('haastig');
    const targets = ads.slice(0, PHONE_REVEALS_PER_DAY + 10);
    const answers = await Promise.all(targets.map((ad) => reveal(ad, { token: buyer.token })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(PHONE_REVEALS_PER_DAY);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(await revealsOf(buyer.id)).toBe(PHONE_REVEALS_PER_DAY);
  });
});

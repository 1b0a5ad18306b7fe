// Matching through the real publishing calls: a saved 'fiets' within 10 km of 3500 hears of a 'damesfiets'
// published in Utrecht once, ever (not again on renewal or a price edit); a table, a bike too far away and
// the seller's own ad do not alert; a price lowered into 'tot € 150' does; one instant mail per search in
// the gap, with List-Unsubscribe headers whose one-click POST (no cookies) turns that search's email off.
import {
  API_PATHS,
  notificationListResponseSchema,
  ownAdResponseSchema,
  savedSearchResponseSchema,
} from '@kraam/shared';
import type { AdInsertInput, SavedSearch } from '@kraam/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bikeAdBody, insertBoothRow } from '../../test/ad-fixtures';
import { caller, json } from '../../test/auth-helpers';
import { insertCategory, insertPlaces, insertUser } from '../../test/fixtures';
import { startSmtpCapture } from '../../test/smtp-capture';
import type { SmtpCapture } from '../../test/smtp-capture';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { mailHeldMatches } from './alert-mailing';
import { alertToken } from '../../mail/alert-unsubscribe';

const WEB = 'https://kraam.test';
const API = 'https://api.kraam.test';

describe('saved search matching and alert mails', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let call: ReturnType<typeof caller>;
  let cities: { utrecht: number; amsterdam: number };
  let places: Awaited<ReturnType<typeof insertPlaces>>;
  let utrechtProvince: number;
  let category: { bikes: number; ladies: number; men: number; furniture: number };
  let seller: { id: number; token: string; email: string };
  let buyer: { id: number; token: string; email: string };
  let bargainHunter: { id: number; token: string; email: string };
  let nearSearch: SavedSearch;

  const newUser = async (name: string, withBooth = false) => {
    const email = `${name}@example.com`;
    const id = await insertUser(t.db, { email, password: `${name}-Wachtwoord-1` });
    if (withBooth) await insertBoothRow(t.db, id);
    return { id, token: await t.app.auth.issueToken(id), email };
  };
  const save = async (token: string, body: Record<string, unknown>) => {
    const response = await call('POST', API_PATHS.savedSearchInsert, body, { token });
    expect(response.statusCode, response.body).toBe(200);
    return savedSearchResponseSchema.parse(response.json()).data;
  };
  const body = (override: Partial<AdInsertInput> = {}): AdInsertInput =>
    bikeAdBody(
      category.ladies,
      {
        countryId: places.netherlands,
        provinceId: utrechtProvince,
        cityId: cities.utrecht,
        postalCode: '3511AB',
        showLocation: true,
      },
      override,
    );
  /** Publishes through Advertisement/Insert and waits for its matching to finish. */
  const publish = async (override: Partial<AdInsertInput> = {}, token = seller.token) => {
    const response = await call('POST', API_PATHS.adInsert, body(override), { token });
    expect(response.statusCode, response.body).toBe(200);
    await t.app.adEvents.settled();
    return ownAdResponseSchema.parse(response.json()).data.id;
  };
  const notifications = async (token: string) => {
    const response = await call('GET', `${API_PATHS.notifications}?limit=50`, undefined, { token });
    return notificationListResponseSchema.parse(response.json()).data;
  };
  const matchesOf = (searchId: number) =>
    t.db
      .selectFrom('saved_search_matches')
      .select(['advertisement_id', 'mailed_at'])
      .where('saved_search_id', '=', searchId)
      .orderBy('advertisement_id')
      .execute();
  const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));
  /** A header's value, with folded lines joined. */
  const header = (raw: string, name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ config: { smtpUrl: smtp.url, publicWebUrl: WEB, publicApiUrl: API } });
    call = caller(t.app);
    places = await insertPlaces(t.db);
    utrechtProvince = (
      await t.db
        .insertInto('provinces')
        .values({ country_id: places.netherlands, code: 'NL-UT', name_nl: 'Utrecht', name_en: 'Utrecht' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const utrecht = await t.db
      .insertInto('cities')
      .values({ province_id: utrechtProvince, name: 'Utrecht', latitude: 52.0907, longitude: 5.1214 })
      .returning('id')
      .executeTakeFirstOrThrow();
    cities = { utrecht: utrecht.id, amsterdam: places.cities.Amsterdam as number };
    await t.db
      .insertInto('postal_codes')
      .values({ code: '3500', latitude: 52.09, longitude: 5.12 })
      .execute();
    const bikes = await insertCategory(t.db, { nl: 'Fietsen', en: 'Bicycles', priority: 1 });
    category = {
      bikes,
      ladies: await insertCategory(t.db, {
        nl: 'Damesfietsen',
        en: 'Ladies’ bikes',
        priority: 1,
        parentId: bikes,
      }),
      men: await insertCategory(t.db, {
        nl: 'Herenfietsen',
        en: 'Men’s bikes',
        priority: 2,
        parentId: bikes,
      }),
      furniture: await insertCategory(t.db, { nl: 'Meubels', en: 'Furniture', priority: 2 }),
    };
    seller = await newUser('verkoper', true);
    buyer = await newUser('koper');
    bargainHunter = await newUser('koopjesjager');
    nearSearch = await save(buyer.token, {
      query: 'search=fiets&postalCode=3500&radiusKm=10',
      frequency: 'instant',
    });
    // The seller's own search never hears of the seller's own ads.
    await save(seller.token, { query: 'search=fiets' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  let damesfiets: number;

  it("alerts a saved 'fiets' within 10 km of 3500 once when a 'damesfiets' is published in Utrecht", async () => {
    damesfiets = await publish();
    const [notification, ...more] = await notifications(buyer.token);
    expect(more).toHaveLength(0);
    expect(notification).toMatchObject({
      kind: 'savedSearchMatch',
      readAt: null,
      subject: {
        advertisementId: damesfiets,
        title: 'Damesfiets met mand',
        imageId: null,
        priceCents: 12_000,
        savedSearchId: nearSearch.id,
        savedSearchName: nearSearch.name,
        savedSearchQuery: 'search=fiets&postalCode=3500&radiusKm=10',
      },
    });
    expect(await matchesOf(nearSearch.id)).toEqual([
      { advertisement_id: damesfiets, mailed_at: expect.any(Date) as Date },
    ]);
    expect(await notifications(seller.token)).toEqual([]);
  });

  it('mails the match with the unsubscribe headers, in the buyer’s language', async () => {
    const mail = await smtp.take(buyer.email);
    const token = alertToken(t.config.jwtSecret, buyer.id, nearSearch.id, 'email');
    expect(header(mail.raw, 'List-Unsubscribe')).toBe(
      `<${API}${API_PATHS.alertUnsubscribe}?token=${encodeURIComponent(token)}>, <mailto:unsubscribe@kraam.test?subject=${encodeURIComponent(`unsubscribe ${token}`)}>`,
    );
    expect(header(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(mail.raw, 'List-Id')).toContain(`<saved-search-${nearSearch.id}.alerts.kraam.test>`);
    expect(mail.decoded).toContain('Damesfiets met mand');
    expect(mail.decoded).toContain('€ 120');
    expect(mail.decoded).toContain('Utrecht');
    expect(mail.decoded).toContain(`${WEB}/ads/${damesfiets}`);
    expect(mail.decoded).toContain(`${WEB}/categoryAds?search=fiets&postalCode=3500&radiusKm=10`);
    expect(mail.decoded).toContain('bewaarde zoekopdracht');
  });

  it('does not alert again when the ad is renewed or edited', async () => {
    await sql`update ads set valid_until = now() + interval '1 day' where id = ${damesfiets}::integer`.execute(
      t.db,
    );
    const renewed = await call(
      'POST',
      API_PATHS.adMultiEdit,
      { advertisementIds: [damesfiets], action: 'renew' },
      { token: seller.token },
    );
    expect(renewed.statusCode, renewed.body).toBe(200);
    const edited = await call(
      'PUT',
      API_PATHS.adEdit,
      { id: damesfiets, ...body({ priceCents: 9_000 }) },
      {
        token: seller.token,
      },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    await t.app.adEvents.settled();
    expect(await notifications(buyer.token)).toHaveLength(1);
    expect(mailsTo(buyer.email)).toHaveLength(1);
  });

  it("does not alert for an ad that is not in the search's results", async () => {
    await publish({ title: 'Eikenhouten eettafel', categoryId: category.furniture });
    await publish({
      title: 'Damesfiets Gazelle',
      location: {
        ...body().location,
        provinceId: places.northHolland,
        cityId: cities.amsterdam,
        postalCode: '1012AB',
      },
    });
    expect(await notifications(buyer.token)).toHaveLength(1);
  });

  it("alerts 'tot € 150' when a price is lowered into it, and mails once per search in the gap", async () => {
    const cheap = await save(bargainHunter.token, { query: `categoryId=${category.bikes}&priceMax=150` });
    const herenfiets = await publish({
      title: 'Herenfiets Batavus',
      categoryId: category.men,
      priceCents: 20_000,
    });
    expect(await notifications(bargainHunter.token)).toHaveLength(0);
    const lowered = await call(
      'PUT',
      API_PATHS.adEdit,
      {
        id: herenfiets,
        ...body({ title: 'Herenfiets Batavus', categoryId: category.men, priceCents: 14_000 }),
      },
      { token: seller.token },
    );
    expect(lowered.statusCode, lowered.body).toBe(200);
    await t.app.adEvents.settled();
    const [dropped, ...others] = await notifications(bargainHunter.token);
    expect(others).toHaveLength(0);
    expect(dropped?.subject).toMatchObject({
      advertisementId: herenfiets,
      priceCents: 14_000,
      previousPriceCents: 20_000,
    });
    expect(mailsTo(bargainHunter.email)).toHaveLength(1);
    // Within SAVED_SEARCH_MAIL_GAP_MINUTES: told in the centre, the mail left for later.
    const another = await publish({ title: 'Omafiets', priceCents: 5_000 });
    expect((await notifications(bargainHunter.token)).map((n) => n.subject.advertisementId)).toEqual([
      another,
      herenfiets,
    ]);
    expect(mailsTo(bargainHunter.email)).toHaveLength(1);
    expect(await matchesOf(cheap.id)).toEqual([
      { advertisement_id: herenfiets, mailed_at: expect.any(Date) as Date },
      { advertisement_id: another, mailed_at: null },
    ]);

    // The held match goes out with the next run of the job once the gap has passed, and only then.
    expect(await mailHeldMatches(t.app, t.config, 'instant')).toBe(0);
    await sql`update saved_searches set last_mailed_at = now() - interval '16 minutes'
      where id = ${cheap.id}`.execute(t.db);
    expect(await mailHeldMatches(t.app, t.config, 'instant')).toBe(1);
    const held = mailsTo(bargainHunter.email)[1];
    expect(held?.decoded).toContain('Omafiets');
    expect(held?.decoded).not.toContain('Herenfiets');
    expect(header(held?.raw ?? '', 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect((await matchesOf(cheap.id)).every((match) => match.mailed_at !== null)).toBe(true);
    await sql`update saved_searches set last_mailed_at = now() - interval '16 minutes'
      where id = ${cheap.id}`.execute(t.db);
    expect(await mailHeldMatches(t.app, t.config, 'instant')).toBe(0);
    expect(mailsTo(bargainHunter.email)).toHaveLength(2);
  });

  it('mails a daily digest of the live matches, newest first, 20 of them and a link to all', async () => {
    const collector = await newUser('verzamelaar');
    const search = await save(collector.token, { query: 'search=transportfiets', frequency: 'daily' });
    const ids: number[] = [];
    for (let i = 1; i <= 22; i++)
      ids.push(await publish({ title: `Transportfiets nummer ${i}`, priceCents: 10_000 + i * 100 }));
    expect(mailsTo(collector.email)).toHaveLength(0);
    // Sold since it matched: not mailed, and not held for the next digest either.
    const sold = ids[21] ?? 0;
    await sql`update ads set trade_state = 'sold' where id = ${sold}`.execute(t.db);

    expect(await mailHeldMatches(t.app, t.config, 'weekly')).toBe(0);
    expect(await mailHeldMatches(t.app, t.config, 'daily')).toBe(1);
    const [digest] = mailsTo(collector.email);
    expect(digest?.decoded).toContain('21 nieuwe advertenties voor „transportfiets”');
    expect(digest?.decoded).toContain('Bekijk alle 21');
    expect(digest?.decoded).not.toContain('Transportfiets nummer 22');
    const text = digest?.decoded ?? '';
    expect(text.indexOf('Transportfiets nummer 21')).toBeLessThan(text.search(/nummer 20\r?\n/));
    expect(text).toMatch(/Transportfiets nummer 2\r?\n/);
    expect(text).not.toMatch(/Transportfiets nummer 1\r?\n/);
    expect(header(digest?.raw ?? '', 'List-Id')).toContain(`saved-search-${search.id}.alerts.`);
    expect((await matchesOf(search.id)).every((match) => match.mailed_at !== null)).toBe(true);
    expect(await mailHeldMatches(t.app, t.config, 'daily')).toBe(0);
  });

  it('tells the centre of a daily search without mailing, and nothing for a search that is off', async () => {
    const reader = await newUser('lezer');
    await save(reader.token, { query: 'search=bakfiets', frequency: 'daily' });
    await save(reader.token, { query: 'search=bakfiets&priceMax=500', frequency: 'off' });
    const bakfiets = await publish({ title: 'Bakfiets voor drie kinderen', priceCents: 45_000 });
    const told = await notifications(reader.token);
    expect(told.map((n) => n.subject.advertisementId)).toEqual([bakfiets]);
    expect(mailsTo(reader.email)).toHaveLength(0);
  });

  it('one-click POST without cookies turns that search’s email off; GET changes nothing', async () => {
    const token = alertToken(t.config.jwtSecret, buyer.id, nearSearch.id, 'email');
    const url = `${API_PATHS.alertUnsubscribe}?token=${encodeURIComponent(token)}`;
    const emailOn = async () =>
      (
        await t.db
          .selectFrom('saved_searches')
          .select('email')
          .where('id', '=', nearSearch.id)
          .executeTakeFirstOrThrow()
      ).email;

    const get = await t.app.inject({ method: 'GET', url });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toBe(`${WEB}/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(await emailOn()).toBe(true);

    const post = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode, post.body).toBe(200);
    expect(await emailOn()).toBe(false);
    // The web page's confirmation posts JSON; again is fine.
    const again = await t.app.inject({ method: 'POST', url, payload: {} });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses a forged token with 400 and a search deleted since with 404, never 5xx', async () => {
    const forged = [
      'x',
      `${buyer.id}.${nearSearch.id}.email.${'A'.repeat(43)}`,
      alertToken('another secret', buyer.id, nearSearch.id, 'email'),
      alertToken(t.config.jwtSecret, seller.id, nearSearch.id, 'email').replace(/^\d+/, String(buyer.id)),
    ];
    for (const token of forged) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API_PATHS.alertUnsubscribe}?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode, token).toBe(400);
      expect(json(response).code).toBe('INVALID_TOKEN');
    }
    const gone = alertToken(t.config.jwtSecret, buyer.id, 999_999, 'email');
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_PATHS.alertUnsubscribe}?token=${gone}`,
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    const noToken = await t.app.inject({ method: 'POST', url: API_PATHS.alertUnsubscribe, payload: {} });
    expect(noToken.statusCode).toBe(400);
  });

  it('alerts everyone who saved the same search, each once', async () => {
    const savers = [await newUser('racer-1'), await newUser('racer-2'), await newUser('racer-3')];
    const searches = [];
    for (const saver of savers)
      searches.push(
        await save(saver.token, { query: 'search=racefiets', frequency: 'instant', email: false }),
      );
    const adId = await publish({ title: 'Racefiets Koga carbon', categoryId: category.men });
    for (const [i, saver] of savers.entries()) {
      expect((await notifications(saver.token)).map((n) => n.subject.advertisementId)).toEqual([adId]);
      expect((await matchesOf(searches[i]?.id ?? 0)).map((m) => m.advertisement_id)).toEqual([adId]);
    }
  });

  it('alerts whoever keeps a shared search on, whatever the others did with theirs', async () => {
    const savers = [await newUser('bmx-1'), await newUser('bmx-2'), await newUser('bmx-3')];
    const [kept, paused, deleted] = await Promise.all(
      savers.map((saver) => save(saver.token, { query: 'search=bmx', frequency: 'instant', email: false })),
    );
    const turn = async (i: number, frequency: string) => {
      const id = [kept, paused, deleted][i]?.id;
      const response = await call(
        'PUT',
        API_PATHS.savedSearchEdit,
        { id, frequency },
        { token: savers[i]?.token },
      );
      expect(response.statusCode, response.body).toBe(200);
    };
    await turn(1, 'off');
    const gone = await call('DELETE', `${API_PATHS.savedSearchDelete}?id=${deleted?.id}`, undefined, {
      token: savers[2]?.token,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const matchedAds = async () =>
      Promise.all(
        [kept, paused].map(async (search) =>
          (await matchesOf(search?.id ?? 0)).map((m) => m.advertisement_id),
        ),
      );

    const first = await publish({ title: 'BMX Mongoose', categoryId: category.men });
    expect(await matchedAds()).toEqual([[first], []]);
    await turn(0, 'off');
    await publish({ title: 'BMX Haro', categoryId: category.men });
    expect(await matchedAds()).toEqual([[first], []]);
    await turn(1, 'daily');
    const third = await publish({ title: 'BMX Kink', categoryId: category.men });
    expect(await matchedAds()).toEqual([[first], [third]]);
  });

  it('alerts a search for words in a category only for ads in that category or below it', async () => {
    const saver = await newUser('tandem-fan');
    const inCategory = async (categoryId: number) =>
      (await save(saver.token, { query: `search=tandem&categoryId=${categoryId}`, email: false })).id;
    const bikes = await inCategory(category.bikes);
    const men = await inCategory(category.men);
    const ladies = await inCategory(category.ladies);
    const furniture = await inCategory(category.furniture);
    const adId = await publish({ title: 'Tandem Santana', categoryId: category.men });
    for (const search of [bikes, men])
      expect((await matchesOf(search)).map((m) => m.advertisement_id)).toEqual([adId]);
    for (const search of [ladies, furniture]) expect(await matchesOf(search)).toEqual([]);
  });
});

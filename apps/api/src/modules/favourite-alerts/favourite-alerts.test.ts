// Through the real seller calls: whoever favourited an ad hears of each price drop (not of a rise or an
// edit that keeps the price; by mail too when they asked for it in their profile), and of its reservation,
// sale and deletion once each. The ad page shows the price history and the lowest price of the 30 days
// before a drop.
import {
  API_PATHS,
  adDetailResponseSchema,
  notificationListResponseSchema,
  userDetailsResponseSchema,
  ownAdResponseSchema,
} from '@kraam/shared';
import type { AdInsertInput, Notification } from '@kraam/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertToken, FAVOURITES_LIST } from '../../mail/alert-unsubscribe';
import { insertUser } from '../../test/fixtures';
import { startSmtpCapture } from '../../test/smtp-capture';
import type { SmtpCapture } from '../../test/smtp-capture';
import { createAdsWorld } from '../../test/ads-world';
import type { AdsWorld, Seller } from '../../test/ads-world';

describe('favourite alerts and price history', () => {
  let w: AdsWorld;
  let smtp: SmtpCapture;
  let fan: string;
  let otherFan: string;

  const publish = async (override: Partial<AdInsertInput> = {}) => {
    const response = await w.call('POST', API_PATHS.adInsert, w.carBody(override), { token: w.a.token });
    expect(response.statusCode, response.body).toBe(200);
    await w.t.app.adEvents.settled();
    return ownAdResponseSchema.parse(response.json()).data.id;
  };
  /** `settle: false` sends the next call while this one's listeners may still run. */
  const edit = async (id: number, override: Partial<AdInsertInput>, { settle = true } = {}) => {
    const body = { ...w.carBody(override), id };
    const response = await w.call('PUT', API_PATHS.adEdit, body, { token: w.a.token });
    expect(response.statusCode, response.body).toBe(200);
    if (settle) await w.t.app.adEvents.settled();
  };
  const act = async (id: number, action: string, seller: Seller = w.a) => {
    const body = { advertisementIds: [id], action };
    const response = await w.call('POST', API_PATHS.adMultiEdit, body, { token: seller.token });
    expect(response.statusCode, response.body).toBe(200);
    await w.t.app.adEvents.settled();
  };
  const like = async (token: string, advertisementId: number) => {
    const response = await w.call('POST', API_PATHS.adLike, { advertisementId, liked: true }, { token });
    expect(response.statusCode, response.body).toBe(200);
  };
  const notifications = async (token: string, adId: number): Promise<Notification[]> => {
    const response = await w.call('GET', `${API_PATHS.notifications}?limit=50`, undefined, { token });
    expect(response.statusCode, response.body).toBe(200);
    return notificationListResponseSchema
      .parse(response.json())
      .data.filter((n) => n.subject.advertisementId === adId)
      .reverse();
  };
  const adPage = async (id: number) => {
    const response = await w.call('GET', `${API_PATHS.adDetail}?id=${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return adDetailResponseSchema.parse(response.json()).data;
  };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    w = await createAdsWorld({ config: { smtpUrl: smtp.url } });
    const tokenOf = async (email: string) =>
      w.t.app.auth.issueToken(await insertUser(w.t.db, { email, password: `${email}-password-1` }));
    fan = await tokenOf('fan@example.com');
    otherFan = await tokenOf('tweede-fan@example.com');
  });
  afterAll(async () => {
    await w.t.close();
    await smtp.close();
  });

  it('tells each fan of every drop in price, with the price before', async () => {
    const adId = await publish({ priceCents: 350_000 });
    await like(fan, adId);
    await like(otherFan, adId);

    await edit(adId, { priceCents: 300_000 });
    await edit(adId, { priceCents: 320_000 });
    const title = 'Volvo V70 met trekhaak en winterbanden';
    await edit(adId, { priceCents: 320_000, title });
    await edit(adId, { priceCents: 290_000, title });

    for (const token of [fan, otherFan]) {
      const told = await notifications(token, adId);
      expect(told.map((n) => [n.kind, n.subject.priceCents, n.subject.previousPriceCents])).toEqual([
        ['priceDrop', 300_000, 350_000],
        ['priceDrop', 290_000, 320_000],
      ]);
      expect(told[1]?.subject.title).toBe(title);
    }
  });

  it('tells of two drops in quick succession each with its own prices', async () => {
    const adId = await publish({ title: 'Volvo V90', priceCents: 500_000 });
    await like(fan, adId);
    await edit(adId, { title: 'Volvo V90', priceCents: 450_000 }, { settle: false });
    await edit(adId, { title: 'Volvo V90', priceCents: 400_000 });
    const told = await notifications(fan, adId);
    expect(told.map((n) => [n.subject.priceCents, n.subject.previousPriceCents])).toEqual([
      [450_000, 500_000],
      [400_000, 450_000],
    ]);
  });

  it('tells fans of a reservation, a sale and a deletion once each, however often the seller repeats it', async () => {
    const adId = await publish({ title: 'Volvo XC60' });
    await like(fan, adId);
    await act(adId, 'markReserved');
    await act(adId, 'markAvailable');
    await act(adId, 'markReserved');
    await act(adId, 'markSold');
    await act(adId, 'markAvailable');
    await act(adId, 'markSold');
    expect((await notifications(fan, adId)).map((n) => n.kind)).toEqual([
      'favouriteReserved',
      'favouriteSold',
    ]);

    const gone = await publish({ title: 'Volvo 240' });
    await like(fan, gone);
    const response = await w.call('DELETE', `${API_PATHS.adDelete}?id=${gone}`, undefined, {
      token: w.a.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    await w.t.app.adEvents.settled();
    expect((await notifications(fan, gone)).map((n) => [n.kind, n.subject.title])).toEqual([
      ['favouriteRemoved', 'Volvo 240'],
    ]);
  });

  it('keeps quiet about a drop on an ad nobody can see', async () => {
    const adId = await publish({ title: 'Volvo V50', priceCents: 200_000 });
    await like(fan, adId);
    await act(adId, 'deactivate');
    await edit(adId, { title: 'Volvo V50', priceCents: 150_000 });
    expect(await notifications(fan, adId)).toEqual([]);
  });

  it('shows the price history, and as the former price the lowest of the 30 days before the last drop', async () => {
    const adId = await publish({ title: 'Volvo S60', priceCents: 400_000 });
    const fresh = await adPage(adId);
    expect(fresh.priceHistory).toEqual([]);
    expect(fresh.wasPriceCents).toBeNull();

    await edit(adId, { title: 'Volvo S60', priceCents: 380_000 });
    let page = await adPage(adId);
    expect(page.priceHistory.map((p) => p.priceCents)).toEqual([400_000, 380_000]);
    expect(page.priceHistory[0]?.at).toBe(fresh.publishedAt);
    expect(page.wasPriceCents).toBe(400_000);

    // Raised, then lowered to above the lowest of the last 30 days: no former price to show.
    await edit(adId, { title: 'Volvo S60', priceCents: 420_000 });
    expect((await adPage(adId)).wasPriceCents).toBeNull();
    await edit(adId, { title: 'Volvo S60', priceCents: 390_000 });
    page = await adPage(adId);
    expect(page.priceHistory.map((p) => p.priceCents)).toEqual([400_000, 380_000, 420_000, 390_000]);
    expect(page.wasPriceCents).toBeNull();

    // Had the 380,000 been 40 days ago and the rise 35, only the 420,000 was asked in the 30 days before.
    await sql`update ad_price_changes set changed_at = now() - interval '40 days'
      where ad_id = ${adId}::integer and new_price_cents = 380000`.execute(w.t.db);
    await sql`update ad_price_changes set changed_at = now() - interval '35 days'
      where ad_id = ${adId}::integer and new_price_cents = 420000`.execute(w.t.db);
    await w.t.app.cache.clear();
    expect((await adPage(adId)).wasPriceCents).toBe(420_000);

    // A drop more than 30 days ago is no longer announced.
    await sql`update ad_price_changes set changed_at = changed_at - interval '31 days'
      where ad_id = ${adId}::integer`.execute(w.t.db);
    await w.t.app.cache.clear();
    expect((await adPage(adId)).wasPriceCents).toBeNull();

    // A change of price type starts over: 'Bieden vanaf' after 'Prijs in overleg' has no former price.
    await edit(adId, { title: 'Volvo S60', priceType: 'suggestion', priceCents: 300_000 });
    page = await adPage(adId);
    expect(page.wasPriceCents).toBeNull();
    expect(page.priceHistory.at(-1)).toMatchObject({ priceType: 'suggestion', priceCents: 300_000 });
  });
  it('mails a drop only to a fan who asked for it, with one-click unsubscribe that turns it off', async () => {
    const profile = async (token: string) => {
      const response = await w.call('GET', API_PATHS.userGet, undefined, { token });
      return userDetailsResponseSchema.parse(response.json()).data;
    };
    const asked = await w.call(
      'PUT',
      API_PATHS.userEdit,
      { firstName: 'Femke', lastName: 'Fan', priceDropMail: true },
      { token: fan },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await profile(fan)).priceDropMail).toBe(true);
    expect((await profile(otherFan)).priceDropMail).toBe(false);

    const adId = await publish({ priceCents: 500_000, title: 'Saab 9-3 cabrio' });
    await like(fan, adId);
    await like(otherFan, adId);
    await edit(adId, { priceCents: 450_000, title: 'Saab 9-3 cabrio' });

    const mail = await smtp.take('fan@example.com');
    expect(mail.decoded).toContain('Je favoriet Saab 9-3 cabrio is in prijs verlaagd naar € 4.500');
    expect(mail.decoded).toContain('was € 5.000');
    expect(mail.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.raw).toContain('<favourite-price-drops.alerts.localhost>');
    expect(smtp.mails.filter((m) => m.to.includes('tweede-fan@example.com'))).toEqual([]);

    const token = alertToken(w.t.config.jwtSecret, (await profile(fan)).id, FAVOURITES_LIST, 'email');
    const clicked = await w.t.app.inject({
      method: 'POST',
      url: `${API_PATHS.alertUnsubscribe}?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect((await profile(fan)).priceDropMail).toBe(false);
  });
});

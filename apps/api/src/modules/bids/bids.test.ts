// Bidding through the real calls: who may bid and from what amount, the public list, raising and
// withdrawing, the seller's answers with what follows them (reserved, chat note, notifications, hub
// pushes), the end of bidding when the ad is sold, and the seller's settings.
import {
  API_PATHS,
  bidBoardResponseSchema,
  bidResultResponseSchema,
  BIDS_PER_HOUR,
  errorResponseSchema,
  conversationListResponseSchema,
  HUB_BID_PLACED_METHOD,
  notificationListResponseSchema,
} from '@kraam/shared';
import type { BidPush, MultiEditAction, NotificationKind } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../test/fixtures';
import { createAdsWorld } from '../../test/ads-world';
import type { AdsWorld } from '../../test/ads-world';
import { eventually, listen, officialClient } from '../../test/hub-clients';

describe('bids', () => {
  let w: AdsWorld;
  const buyers: Record<'jan' | 'eva' | 'piet', { id: number; token: string }> = {} as never;

  const board = async (adId: number, token?: string) => {
    const response = await w.call('GET', `${API_PATHS.bids}?advertisementId=${adId}`, undefined, { token });
    expect(response.statusCode, response.body).toBe(200);
    return bidBoardResponseSchema.parse(response.json()).data;
  };
  const bid = (token: string, advertisementId: number, amount: number, lang = 'nl') =>
    w.call('POST', `${API_PATHS.bidInsert}?lang=${lang}`, { advertisementId, amount }, { token });
  const placed = async (token: string, advertisementId: number, amount: number) => {
    const response = await bid(token, advertisementId, amount);
    expect(response.statusCode, response.body).toBe(200);
    await w.t.app.adEvents.settled();
    return bidResultResponseSchema.parse(response.json()).data;
  };
  const answer = (path: string, bidId: number, token = w.a.token) =>
    w.call('POST', path, { bidId }, { token });
  const kinds = async (token: string, adId: number): Promise<NotificationKind[]> => {
    const response = await w.call('GET', `${API_PATHS.notifications}?limit=50`, undefined, { token });
    return notificationListResponseSchema
      .parse(response.json())
      .data.filter((n) => n.subject.advertisementId === adId)
      .map((n) => n.kind);
  };
  const failure = (response: { json: () => unknown }) => errorResponseSchema.parse(response.json());
  /** Seller A's own action on the ad (renew, markSold, markAvailable …), as the dashboard sends it. */
  const adAction = (adId: number, action: MultiEditAction) =>
    w.call('POST', API_PATHS.adMultiEdit, { advertisementIds: [adId], action }, { token: w.a.token });
  /** A 'Bieden vanaf € 900' bike of seller A. */
  const bike = () => w.adOfA({ title: 'Gazelle damesfiets', price_type: 'startPrice', price_cents: 90_000 });

  beforeAll(async () => {
    w = await createAdsWorld();
    for (const [name, firstName] of [
      ['jan', 'Jan'],
      ['eva', 'Eva'],
      ['piet', 'Piet'],
    ] as const) {
      const id = await insertUser(w.t.db, { email: `${name}@example.com`, password: 'x', firstName });
      await w.t.db.updateTable('users').set({ last_name: 'de Vries' }).where('id', '=', id).execute();
      buyers[name] = { id, token: await w.t.app.auth.issueToken(id) };
    }
  });
  afterAll(() => w.t.close());

  it('refuses a bid below the minimum in the request’s language, and shows the list highest first', async () => {
    const adId = await bike();
    expect(await board(adId)).toMatchObject({ open: true, minimum: 900, bids: [], bidCount: 0 });

    const low = await bid(buyers.jan.token, adId, 899);
    expect(low.statusCode).toBe(400);
    expect(failure(low).errors?.amount).toEqual(['Minimaal € 900']);
    expect(failure(await bid(buyers.jan.token, adId, 899, 'en')).errors?.amount).toEqual(['At least € 900']);

    await placed(buyers.jan.token, adId, 900);
    await placed(buyers.eva.token, adId, 950);
    await placed(buyers.piet.token, adId, 920);
    await placed(buyers.jan.token, adId, 960);

    const guest = await board(adId);
    expect(guest.bids.map((b) => [b.amount, b.bidderName, b.status])).toEqual([
      [960, 'Jan d.', 'active'],
      [950, 'Eva d.', 'active'],
      [920, 'Piet d.', 'active'],
      [900, 'Jan d.', 'replaced'],
    ]);
    expect(guest).toMatchObject({ bidCount: 4, bidderCount: 3, ownActiveBidId: null, settings: null });
    // Nothing that names a bidder beyond 'Jan d.'.
    expect(JSON.stringify(guest)).not.toMatch(/@example\.com|bidderId|userId/);
    const jans = await board(adId, buyers.jan.token);
    expect(jans.bids.filter((b) => b.mine).map((b) => b.amount)).toEqual([960, 900]);
    expect(jans.ownActiveBidId).toBe(jans.bids[0]?.id);
    expect((await board(adId, w.a.token)).settings).not.toBeNull();
    expect(await kinds(w.a.token, adId)).toContain('bidPlaced');
  });

  it('holds a raise to more than the own open bid, and lets the bidder withdraw it', async () => {
    const adId = await bike();
    const first = await placed(buyers.eva.token, adId, 1000);
    const same = await bid(buyers.eva.token, adId, 1000);
    expect(same.statusCode).toBe(400);
    expect(failure(same).errors?.amount).toEqual([
      'Je nieuwe bod moet hoger zijn dan je huidige bod van € 1.000.',
    ]);

    expect(
      (
        await w.call('DELETE', `${API_PATHS.bidDelete}?id=${first.id}`, undefined, {
          token: buyers.jan.token,
        })
      ).statusCode,
    ).toBe(404);
    const withdrawn = await w.call('DELETE', `${API_PATHS.bidDelete}?id=${first.id}`, undefined, {
      token: buyers.eva.token,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await board(adId)).bids).toEqual([]);
    // Withdrawn: a new bid of any amount from the minimum on.
    await placed(buyers.eva.token, adId, 900);
  });

  it('answers who may not bid with the right status', async () => {
    const adId = await bike();
    expect((await bid(w.a.token, adId, 1000)).statusCode).toBe(403);
    expect(
      (await w.call('POST', API_PATHS.bidInsert, { advertisementId: adId, amount: 1000 })).statusCode,
    ).toBe(401);
    expect((await bid(buyers.jan.token, 2_147_483_647, 1000)).statusCode).toBe(404);
    expect((await bid(buyers.jan.token, 2_147_483_648, 1000)).statusCode).toBe(400);
    expect((await bid(buyers.jan.token, adId, 10.5)).statusCode).toBe(400);
    expect((await bid(buyers.jan.token, adId, 10_000_001)).statusCode).toBe(400);
    const free = await w.adOfA({ price_type: 'free', price_cents: null });
    expect((await bid(buyers.jan.token, free, 1000)).statusCode).toBe(409);
    expect((await w.call('GET', `${API_PATHS.bids}?advertisementId=99999999`)).statusCode).toBe(404);
  });

  it(`takes at most ${BIDS_PER_HOUR} bids an hour from one user`, async () => {
    const limited = await insertUser(w.t.db, { email: 'veel@example.com', password: 'x' });
    const token = await w.t.app.auth.issueToken(limited);
    const adId = await bike();
    for (let n = 0; n < BIDS_PER_HOUR; n += 1) await placed(token, adId, 900 + n);
    const over = await bid(token, adId, 2000);
    expect(over.statusCode).toBe(429);
    expect(failure(over).message).toMatch(/afgelopen uur/);
  });

  it('accepting reserves the ad, writes to the winner in the chat, tells the others, and happens once', async () => {
    const adId = await bike();
    const eva = await placed(buyers.eva.token, adId, 950);
    const piet = await placed(buyers.piet.token, adId, 2000);

    expect((await answer(API_PATHS.bidAccept, piet.id, w.b.token)).statusCode).toBe(404);
    const [one, two] = await Promise.all([
      answer(API_PATHS.bidAccept, piet.id),
      answer(API_PATHS.bidAccept, piet.id),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(bidResultResponseSchema.parse(one.json()).data.status).toBe('accepted');
    await w.t.app.adEvents.settled();

    const ad = await w.t.db
      .selectFrom('ads')
      .select('trade_state')
      .where('id', '=', adId)
      .executeTakeFirstOrThrow();
    expect(ad.trade_state).toBe('reserved');
    const after = await board(adId);
    expect(after.open).toBe(false);
    expect(after.bids.map((b) => [b.amount, b.status])).toEqual([[2000, 'accepted']]);

    const list = await w.call('GET', API_PATHS.conversations, undefined, { token: buyers.piet.token });
    const conversation = conversationListResponseSchema
      .parse(list.json())
      .data.find((c) => c.ad?.id === adId);
    expect(conversation?.lastMessage?.body).toMatch(/^Je bod van € 2\.000 is geaccepteerd/);
    // Far above the next bid: the safety tip goes with it.
    expect(conversation?.lastMessage?.flags).toEqual(['bidFarAbove']);
    const messages = await w.t.db
      .selectFrom('messages')
      .select('id')
      .where('conversation_id', '=', conversation?.id ?? 0)
      .execute();
    expect(messages).toHaveLength(1);

    expect(await kinds(buyers.piet.token, adId)).toEqual(['bidAccepted']);
    expect(await kinds(buyers.eva.token, adId)).toEqual(['bidLost']);
    expect((await answer(API_PATHS.bidAccept, eva.id)).statusCode).toBe(409);
    const late = await w.call('DELETE', `${API_PATHS.bidDelete}?id=${piet.id}`, undefined, {
      token: buyers.piet.token,
    });
    expect(late.statusCode).toBe(409);
  });

  it('a withdrawal and an accept at the same moment end in one outcome', async () => {
    const adId = await bike();
    const jan = await placed(buyers.jan.token, adId, 1200);
    const [withdraw, accept] = await Promise.all([
      w.call('DELETE', `${API_PATHS.bidDelete}?id=${jan.id}`, undefined, { token: buyers.jan.token }),
      answer(API_PATHS.bidAccept, jan.id),
    ]);
    const codes = [withdraw.statusCode, accept.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const stored = await w.t.db
      .selectFrom('bids')
      .select('status')
      .where('id', '=', jan.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe(withdraw.statusCode === 200 ? 'withdrawn' : 'accepted');
  });

  it('two bids at the same moment end in one consistent state', async () => {
    const adId = await bike();
    const twice = await Promise.all([bid(buyers.eva.token, adId, 1000), bid(buyers.eva.token, adId, 1000)]);
    expect(twice.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const evas = await w.t.db
      .selectFrom('bids')
      .select('status')
      .where('ad_id', '=', adId)
      .where('bidder_id', '=', buyers.eva.id)
      .execute();
    expect(evas).toEqual([{ status: 'active' }]);

    // Both at the seller's accept-at amount: one wins, the other finds the ad reserved.
    const choices = { allowBids: false, minimum: null, autoDeclineBelow: null, autoAcceptAt: 1500 };
    const saved = await w.call(
      'PUT',
      API_PATHS.bidSettings,
      { advertisementId: adId, ...choices },
      { token: w.a.token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const race = await Promise.all([bid(buyers.jan.token, adId, 1500), bid(buyers.piet.token, adId, 1500)]);
    expect(race.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    await w.t.app.adEvents.settled();
    const accepted = await w.t.db
      .selectFrom('bids')
      .select('bidder_id')
      .where('ad_id', '=', adId)
      .where('status', '=', 'accepted')
      .execute();
    expect(accepted).toHaveLength(1);
    expect((await board(adId)).bids).toHaveLength(1);
  });

  it('offering the ad again after an accepted bid ends that bid, so the next one can be accepted', async () => {
    const adId = await bike();
    const jan = await placed(buyers.jan.token, adId, 1000);
    expect((await answer(API_PATHS.bidAccept, jan.id)).statusCode).toBe(200);
    await w.t.app.adEvents.settled();
    const renewedOnly = await adAction(adId, 'renew');
    expect(renewedOnly.statusCode, renewedOnly.body).toBe(200);
    await w.t.app.adEvents.settled();
    expect((await board(adId)).bids.map((b) => [b.amount, b.status])).toEqual([[1000, 'accepted']]);

    const available = await adAction(adId, 'markAvailable');
    expect(available.statusCode, available.body).toBe(200);
    await w.t.app.adEvents.settled();
    await eventually(async () => (await kinds(buyers.jan.token, adId)).includes('bidEnded'));
    expect(await board(adId)).toMatchObject({ open: true, bids: [] });

    const eva = await placed(buyers.eva.token, adId, 950);
    const accepted = await answer(API_PATHS.bidAccept, eva.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(bidResultResponseSchema.parse(accepted.json()).data.status).toBe('accepted');
  });

  it('declining tells the bidder; selling the ad ends the other bids', async () => {
    const adId = await bike();
    const jan = await placed(buyers.jan.token, adId, 905);
    await placed(buyers.eva.token, adId, 990);
    const declined = await answer(API_PATHS.bidDecline, jan.id);
    expect(declined.statusCode, declined.body).toBe(200);
    await w.t.app.adEvents.settled();
    expect(await kinds(buyers.jan.token, adId)).toEqual(['bidDeclined']);
    expect((await board(adId)).bids.map((b) => b.amount)).toEqual([990]);

    const sold = await adAction(adId, 'markSold');
    expect(sold.statusCode, sold.body).toBe(200);
    await w.t.app.adEvents.settled();
    await eventually(async () => (await kinds(buyers.eva.token, adId)).includes('bidEnded'));
    expect(await board(adId)).toMatchObject({ open: false, bids: [] });
  });

  it("takes bids on a 'Prijs in overleg' ad only when the seller allows it, with the private thresholds", async () => {
    const adId = await w.adOfA({ price_type: 'suggestion', price_cents: 50_000 });
    expect((await board(adId)).open).toBe(false);
    const settings = (body: object, token = w.a.token) =>
      w.call('PUT', API_PATHS.bidSettings, { advertisementId: adId, ...body }, { token });
    const choices = { allowBids: true, minimum: 300, autoDeclineBelow: 350, autoAcceptAt: 480 };
    expect((await settings(choices, w.b.token)).statusCode).toBe(404);
    expect((await settings({ ...choices, autoAcceptAt: 340 })).statusCode).toBe(400);
    expect((await settings(choices)).statusCode).toBe(200);
    expect(await board(adId)).toMatchObject({ open: true, minimum: 300, settings: null });
    expect((await board(adId, w.a.token)).settings).toEqual(choices);

    expect((await bid(buyers.jan.token, adId, 299)).statusCode).toBe(400);
    expect((await placed(buyers.jan.token, adId, 320)).status).toBe('declined');
    expect((await placed(buyers.eva.token, adId, 400)).status).toBe('active');
    expect((await placed(buyers.piet.token, adId, 480)).status).toBe('accepted');
    await w.t.app.adEvents.settled();
    expect((await board(adId)).bids.map((b) => [b.amount, b.status])).toEqual([[480, 'accepted']]);
    expect(await kinds(buyers.eva.token, adId)).toEqual(['bidLost']);
  });

  it("pushes BidPlaced to the seller's open page", async () => {
    const adId = await bike();
    const client = officialClient(await listen(w.t.app), w.a.token);
    const pushes: BidPush[] = [];
    client.connection.on(HUB_BID_PLACED_METHOD, (push: BidPush) => pushes.push(push));
    await client.connection.start();
    try {
      const jan = await placed(buyers.jan.token, adId, 1500);
      await eventually(() => pushes.some((push) => push.bidId === jan.id));
      expect(pushes).toContainEqual({ advertisementId: adId, bidId: jan.id });
    } finally {
      await client.connection.stop();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { API_PATHS, CHAT_SEND_LIMIT, messageInsertResponseSchema } from '@kraam/shared';
import type { SendMessagePush } from '@kraam/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/auth-helpers';
import { createChatWorld, dataOf } from './chat-test-world';
import type { ChatWorld } from './chat-test-world';

let w: ChatWorld;

beforeAll(async () => {
  w = await createChatWorld();
});
afterAll(async () => {
  await w.t.close();
});
beforeEach(() => {
  w.pushes.length = 0;
  w.online.clear();
});

describe('starting and continuing an ad conversation', () => {
  it('stores the message, answers it and pushes SendMessage to the seller and the buyer', async () => {
    const response = await w.send(w.buyer.token, {
      advertisementId: w.adId,
      message: '  Is hij nog te koop?  ',
    });
    expect(response.statusCode).toBe(200);
    const sent = dataOf(response, messageInsertResponseSchema);
    expect(sent.message).toMatchObject({ body: 'Is hij nog te koop?', senderId: w.buyer.id, flags: [] });
    expect(w.pushes).toHaveLength(1);
    const [push] = w.pushes;
    expect(push?.target).toBe('SendMessage');
    expect(push?.userIds.sort()).toEqual([w.seller.id, w.buyer.id].sort());
    const [senderName, payload] = push?.args as [string, SendMessagePush];
    expect(senderName).toBe('Bram User');
    expect(payload.data).toMatchObject({
      user: { id: w.buyer.id, name: 'Bram User' },
      message: { id: sent.message.id, conversationId: sent.conversationId },
      adTitle: 'Gazelle stadsfiets',
    });

    const again = await w.send(w.buyer.token, { advertisementId: w.adId, message: 'Nog een vraag' });
    expect(dataOf(again, messageInsertResponseSchema).conversationId).toBe(sent.conversationId);
    const reply = await w.send(w.seller.token, { conversationId: sent.conversationId, message: 'Ja hoor' });
    expect(reply.statusCode).toBe(200);
    expect(w.pushes.at(-1)?.userIds.sort()).toEqual([w.seller.id, w.buyer.id].sort());
  });

  it('counts a new conversation once for trending (ads.chat_count and ad_daily_stats.chats)', async () => {
    const adId = await w.adOfSeller({ title: 'Trending fiets' });
    const buyer = await w.newUser('Counter');
    const bodies = ['Eén', 'Twee', 'Drie'].map((message) => ({ advertisementId: adId, message }));
    const answers = await Promise.all(bodies.map((body) => w.send(buyer.token, body)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((r) => dataOf(r, messageInsertResponseSchema).conversationId)).size).toBe(1);
    await w.send(w.buyer.token, { advertisementId: adId, message: 'Ik ook' });
    const ad = await w.t.db
      .selectFrom('ads')
      .select('chat_count')
      .where('id', '=', adId)
      .executeTakeFirstOrThrow();
    expect(ad.chat_count).toBe(2);
    const stats = await w.t.db
      .selectFrom('ad_daily_stats')
      .select('chats')
      .where('ad_id', '=', adId)
      .executeTakeFirstOrThrow();
    expect(stats.chats).toBe(2);
  });

  it('refuses a seller writing about their own ad, in the request language', async () => {
    const nl = await w.send(w.seller.token, { advertisementId: w.adId, message: 'Hallo' }, 'nl');
    expect(nl.statusCode).toBe(403);
    expect(json(nl).code).toBe('CHAT_OWN_AD');
    expect(json(nl).message).toContain('eigen advertentie');
    const en = await w.send(w.seller.token, { advertisementId: w.adId, message: 'Hello' }, 'en');
    expect(json(en).message).toContain('your own ad');
  });

  it('starts conversations only about live ads, and continues them whatever the ad became', async () => {
    const buyer = await w.newUser('Late');
    for (const extra of [
      { status: 'deleted' as const },
      { status: 'draft' as const },
      { status: 'inactive' as const },
      { trade_state: 'sold' as const },
      { valid_until: new Date(Date.now() - 60_000) },
    ]) {
      const adId = await w.adOfSeller(extra);
      const response = await w.send(buyer.token, { advertisementId: adId, message: 'Nog beschikbaar?' });
      expect(response.statusCode, JSON.stringify(extra)).toBe(404);
    }
    expect((await w.send(buyer.token, { advertisementId: 999_999, message: 'Hallo' })).statusCode).toBe(404);

    const adId = await w.adOfSeller();
    const first = dataOf(
      await w.send(buyer.token, { advertisementId: adId, message: 'Ik kom hem halen' }),
      messageInsertResponseSchema,
    );
    await w.t.db
      .updateTable('ads')
      .set({ trade_state: 'sold', status: 'inactive' })
      .where('id', '=', adId)
      .execute();
    const byAd = await w.send(buyer.token, { advertisementId: adId, message: 'Om 8 uur?' });
    expect(byAd.statusCode).toBe(200);
    expect(dataOf(byAd, messageInsertResponseSchema).conversationId).toBe(first.conversationId);
    const byConversation = await w.send(w.seller.token, {
      conversationId: first.conversationId,
      message: 'Prima',
    });
    expect(byConversation.statusCode).toBe(200);
  });

  it('stores the safety flags and never changes the text', async () => {
    const text = 'Maak het bedrag over naar NL91 ABNA 0417 1643 00 of bel 06-12345678';
    const response = await w.send(w.buyer.token, { advertisementId: w.adId, message: text });
    expect(dataOf(response, messageInsertResponseSchema).message).toMatchObject({
      body: text,
      flags: ['offPlatformPayment', 'iban', 'phoneNumber'],
    });
  });
});

describe('support conversations', () => {
  it('creates one support conversation per user, even for concurrent first sends, and tells every admin', async () => {
    const user = await w.newUser('Helpme');
    const secondAdmin = await w.newUser('Support2', { admin: true });
    const answers = await Promise.all(
      ['Hulp', 'Hallo?', 'Is daar iemand?'].map((message) => w.send(user.token, { support: true, message })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((r) => dataOf(r, messageInsertResponseSchema).conversationId));
    expect(ids.size).toBe(1);
    const rows = await w.t.db
      .selectFrom('conversations')
      .select('id')
      .where('kind', '=', 'support')
      .where('created_by', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    const push = w.pushes.at(-1);
    expect(push?.userIds.sort()).toEqual([user.id, w.admin.id, secondAdmin.id].sort());
    await w.t.db.updateTable('users').set({ role: 'user' }).where('id', '=', secondAdmin.id).execute();
  });

  it('lets an admin answer as the support team, pushed to the user under the team name in their language', async () => {
    const user = await w.newUser('Vraag', { lang: 'en' });
    const { conversationId } = dataOf(
      await w.send(user.token, { support: true, message: 'Help' }),
      messageInsertResponseSchema,
    );
    w.pushes.length = 0;
    const answer = await w.send(w.admin.token, { conversationId, message: 'Hoe kunnen we helpen?' });
    expect(answer.statusCode).toBe(200);
    const [push] = w.pushes;
    expect(push?.userIds.sort()).toEqual([user.id, w.admin.id].sort());
    const [name, payload] = push?.args as [string, SendMessagePush];
    expect(name).toBe('Kraam Support');
    expect(payload.data.user).toEqual({ id: 0, name: 'Kraam Support', avatarId: null });
    expect(payload.data.adTitle).toBeNull();
  });
});

describe('idempotent sends (clientId)', () => {
  it('stores a retried clientId once, answering the stored message', async () => {
    const clientId = randomUUID();
    const body = { advertisementId: w.adId, message: 'Eén keer', clientId };
    const first = dataOf(await w.send(w.buyer.token, body), messageInsertResponseSchema);
    const again = await w.send(w.buyer.token, body);
    expect(again.statusCode).toBe(200);
    expect(dataOf(again, messageInsertResponseSchema)).toEqual(first);
    expect(first.message.clientId).toBe(clientId);
    expect(w.pushes).toHaveLength(1);
    // Another sender may use the same clientId.
    const other = await w.send(w.seller.token, {
      conversationId: first.conversationId,
      message: 'Ok',
      clientId,
    });
    expect(dataOf(other, messageInsertResponseSchema).message.id).not.toBe(first.message.id);
  });

  it('answers concurrent identical sends with the same stored message, also when they start the conversation', async () => {
    const adId = await w.adOfSeller({ title: 'Gelijktijdig' });
    const buyer = await w.newUser('Twice');
    const clientId = randomUUID();
    const body = { advertisementId: adId, message: 'Tegelijk', clientId };
    const answers = await Promise.all([1, 2, 3].map(() => w.send(buyer.token, body)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const ids = answers.map((r) => dataOf(r, messageInsertResponseSchema).message.id);
    expect(new Set(ids).size).toBe(1);
    const stored = await w.t.db
      .selectFrom('messages')
      .select('id')
      .where('sender_id', '=', buyer.id)
      .where('client_id', '=', clientId)
      .execute();
    expect(stored).toHaveLength(1);
    const ad = await w.t.db
      .selectFrom('ads')
      .select('chat_count')
      .where('id', '=', adId)
      .executeTakeFirstOrThrow();
    expect(ad.chat_count).toBe(1);
  });
});

describe('input', () => {
  it('needs exactly one target and a message of 1 to 2000 characters after trimming', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ message: 'Hallo' }, 'conversationId'],
      [{ advertisementId: w.adId, support: true, message: 'Hallo' }, 'conversationId'],
      [{ advertisementId: w.adId, message: '   ' }, 'message'],
      [{ advertisementId: w.adId, message: 'x'.repeat(2001) }, 'message'],
      [{ advertisementId: w.adId }, 'message'],
      [{ advertisementId: w.adId, message: 'Hallo', clientId: 'not-a-uuid' }, 'clientId'],
      [{ advertisementId: 2_147_483_648, message: 'Hallo' }, 'advertisementId'],
      [{ conversationId: 2_147_483_648, message: 'Hallo' }, 'conversationId'],
      [{ conversationId: -1, message: 'Hallo' }, 'conversationId'],
      [{ advertisementId: w.adId, message: 'Hal\u0000lo' }, 'message'],
      [{ support: false, message: 'Hallo' }, 'support'],
    ];
    for (const [body, field] of cases) {
      const response = await w.send(w.buyer.token, body, 'nl');
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(response).errors?.[field], JSON.stringify(body)).toBeDefined();
    }
    const long = await w.send(w.buyer.token, { advertisementId: w.adId, message: 'x'.repeat(2001) }, 'nl');
    expect(json(long).errors?.message).toEqual(['Je bericht mag maximaal 2000 tekens lang zijn.']);
    const target = await w.send(w.buyer.token, { message: 'Hallo' }, 'en');
    expect(json(target).errors?.conversationId?.[0]).toContain('Choose where your message goes');
    const exact = await w.send(w.buyer.token, { advertisementId: w.adId, message: ` ${'x'.repeat(2000)} ` });
    expect(exact.statusCode).toBe(200);
  });

  it('answers 401 without a valid token before looking at the body', async () => {
    const none = await w.call('POST', API_PATHS.conversationInsert, { nonsense: true });
    expect(none.statusCode).toBe(401);
    const bad = await w.call(
      'POST',
      API_PATHS.conversationInsert,
      { message: 'x' },
      { token: 'not.a.token' },
    );
    expect(bad.statusCode).toBe(401);
  });
});

describe('rate limit', () => {
  it(`answers 429 in the error shape after ${CHAT_SEND_LIMIT.max} sends a minute`, async () => {
    const user = await w.newUser('Spammer');
    for (let i = 0; i < CHAT_SEND_LIMIT.max; i += 1) {
      const response = await w.send(user.token, { support: true, message: `Bericht ${i}` });
      expect(response.statusCode).toBe(200);
    }
    const limited = await w.send(user.token, { support: true, message: 'Nog één' }, 'en');
    expect(limited.statusCode).toBe(429);
    expect(json(limited).code).toBe('RATE_LIMITED');
    expect(json(limited).message).toBe('Too many requests. Please try again shortly.');
    expect(limited.headers['retry-after']).toBeDefined();
    // Per user: someone else still sends.
    expect((await w.send(w.third.token, { support: true, message: 'Hallo' })).statusCode).toBe(200);
  });
});

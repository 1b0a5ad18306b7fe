import {
  API_PATHS,
  conversationBlockResponseSchema,
  conversationReadResponseSchema,
  messageInsertResponseSchema,
} from '@kraam/shared';
import type { ChatMessage, ConversationSummary, MessagesReadPush } from '@kraam/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertImageFileRow } from '../../../test/ad-fixtures';
import { createChatWorld, dataOf } from './chat-test-world';
import type { ChatUserFixture, ChatWorld } from './chat-test-world';

interface ListAnswer {
  data: ConversationSummary[];
  nextCursor: string | null;
  unreadTotal: number;
}
interface MessagesAnswer {
  data: ChatMessage[];
  nextCursor: string | null;
  conversation: ConversationSummary;
}

let w: ChatWorld;

beforeAll(async () => {
  w = await createChatWorld();
});
afterAll(async () => {
  await w.t.close();
});
beforeEach(() => {
  w.pushes.length = 0;
});

const list = async (user: ChatUserFixture, query = '', lang: 'nl' | 'en' = 'nl'): Promise<ListAnswer> => {
  const response = await w.call('GET', `${API_PATHS.conversations}?lang=${lang}${query}`, undefined, {
    token: user.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const messages = async (
  user: ChatUserFixture,
  conversationId: number,
  query = '',
): Promise<MessagesAnswer> => {
  const response = await w.call(
    'GET',
    `${API_PATHS.conversationMessages}?conversationId=${conversationId}${query}`,
    undefined,
    { token: user.token },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const sendTo = async (user: ChatUserFixture, body: Record<string, unknown>) => {
  const response = await w.send(user.token, body);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf(response, messageInsertResponseSchema);
};

describe('the conversation list', () => {
  it("shows the other party, the ad's card, the last message and unread counts, newest activity first", async () => {
    const buyer = await w.newUser('Koper');
    const photo = await insertImageFileRow(w.t.db, w.seller.id);
    const adId = await w.adOfSeller({ title: 'Batavus', price_cents: 12_345 });
    await w.t.db.insertInto('ad_images').values({ ad_id: adId, file_id: photo, position: 0 }).execute();
    const first = await sendTo(buyer, { advertisementId: adId, message: 'Eerste' });
    const second = await sendTo(buyer, { advertisementId: w.adId, message: 'Tweede' });
    await sendTo(buyer, { conversationId: first.conversationId, message: 'Nog eentje' });

    const own = await list(buyer);
    expect(own.data.map((c) => c.id)).toEqual([first.conversationId, second.conversationId]);
    expect(own.data[0]).toMatchObject({
      kind: 'ad',
      other: { id: w.seller.id, name: 'Sanne User', avatarId: null },
      ad: {
        id: adId,
        title: 'Batavus',
        priceType: 'startPrice',
        priceCents: 12_345,
        galleryId: photo,
        tradeState: 'available',
        available: true,
      },
      iAmSeller: false,
      lastMessage: { body: 'Nog eentje', senderId: buyer.id },
      unreadCount: 0,
      otherLastReadAt: null,
      blocked: false,
    });
    expect(own.unreadTotal).toBe(0);

    const seller = await list(w.seller, `&advertisementId=${adId}`);
    expect(seller.data).toEqual([]);
    const sellerAll = await list(w.seller);
    const forSeller = sellerAll.data.find((c) => c.id === first.conversationId);
    expect(forSeller).toMatchObject({ iAmSeller: true, unreadCount: 2, other: { id: buyer.id } });
    expect(sellerAll.unreadTotal).toBeGreaterThanOrEqual(3);

    const byAd = await list(buyer, `&advertisementId=${adId}`);
    expect(byAd.data.map((c) => c.id)).toEqual([first.conversationId]);
    const byId = await list(buyer, `&conversationId=${second.conversationId}`);
    expect(byId.data.map((c) => c.id)).toEqual([second.conversationId]);
    expect((await list(buyer, '&support=true')).data).toEqual([]);
  });

  it('pages by cursor without gaps or repeats', async () => {
    const buyer = await w.newUser('Pager');
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const adId = await w.adOfSeller({ title: `Fiets ${i}` });
      ids.unshift((await sendTo(buyer, { advertisementId: adId, message: `Vraag ${i}` })).conversationId);
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: ListAnswer = await list(buyer, `&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.data.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(ids);
  });

  it("names the support team in the request's language, and shows admins every user's support conversation", async () => {
    const user = await w.newUser('Hulp');
    const { conversationId } = await sendTo(user, { support: true, message: 'Mijn advertentie is weg' });
    const nl = await list(user, '&support=true', 'nl');
    expect(nl.data[0]).toMatchObject({
      id: conversationId,
      kind: 'support',
      other: { id: 0, name: 'Kraam Support', avatarId: null },
      ad: null,
    });
    expect((await list(user, '&support=1', 'en')).data[0]?.other.name).toBe('Kraam Support');

    const team = await list(w.admin);
    const forTeam = team.data.find((c) => c.id === conversationId);
    expect(forTeam).toMatchObject({
      kind: 'support',
      other: { id: user.id, name: 'Hulp User' },
      unreadCount: 1,
    });
    expect(team.unreadTotal).toBeGreaterThanOrEqual(1);
  });
});

describe('reading messages', () => {
  it('pages newest first by cursor and marks the conversation read on the newest page only', async () => {
    const buyer = await w.newUser('Lezer');
    const adId = await w.adOfSeller({ title: 'Lees fiets' });
    const { conversationId } = await sendTo(buyer, { advertisementId: adId, message: 'Bericht 0' });
    for (let i = 1; i < 5; i += 1) await sendTo(buyer, { conversationId, message: `Bericht ${i}` });
    expect((await list(w.seller, `&conversationId=${conversationId}`)).data[0]?.unreadCount).toBe(5);

    w.pushes.length = 0;
    const page1 = await messages(w.seller, conversationId, '&limit=2');
    expect(page1.data.map((m) => m.body)).toEqual(['Bericht 4', 'Bericht 3']);
    expect(page1.conversation).toMatchObject({ id: conversationId, unreadCount: 0, iAmSeller: true });
    const readPush = w.pushes.find((p) => p.target === 'MessagesRead');
    expect(readPush?.userIds.sort()).toEqual([buyer.id, w.seller.id].sort());
    const [payload] = readPush?.args as [MessagesReadPush];
    expect(payload.data).toMatchObject({ conversationId, readerId: w.seller.id });

    w.pushes.length = 0;
    const page2 = await messages(w.seller, conversationId, `&limit=2&cursor=${page1.nextCursor}`);
    expect(page2.data.map((m) => m.body)).toEqual(['Bericht 2', 'Bericht 1']);
    const page3 = await messages(w.seller, conversationId, `&limit=2&cursor=${page2.nextCursor}`);
    expect(page3.data.map((m) => m.body)).toEqual(['Bericht 0']);
    expect(page3.nextCursor).toBeNull();
    // Nothing new to read: no second MessagesRead.
    await messages(w.seller, conversationId);
    expect(w.pushes).toEqual([]);

    const forBuyer = await list(buyer, `&conversationId=${conversationId}`);
    expect(forBuyer.data[0]?.otherLastReadAt).toBe(payload.data.lastReadAt);
  });

  it('marks read explicitly with POST Read, pushing MessagesRead once', async () => {
    const buyer = await w.newUser('Expliciet');
    const { conversationId } = await sendTo(buyer, { advertisementId: w.adId, message: 'Hoi' });
    w.pushes.length = 0;
    const read = await w.call(
      'POST',
      API_PATHS.conversationRead,
      { conversationId },
      { token: w.seller.token },
    );
    expect(read.statusCode).toBe(200);
    const { lastReadAt } = dataOf(read, conversationReadResponseSchema);
    expect(w.pushes.map((p) => p.target)).toEqual(['MessagesRead']);
    const again = await w.call(
      'POST',
      API_PATHS.conversationRead,
      { conversationId },
      { token: w.seller.token },
    );
    expect(dataOf(again, conversationReadResponseSchema).lastReadAt).toBe(lastReadAt);
    expect(w.pushes).toHaveLength(1);
  });

  it('shares one read state in the support team', async () => {
    const user = await w.newUser('Team');
    const otherAdmin = await w.newUser('Admin2', { admin: true });
    const { conversationId } = await sendTo(user, { support: true, message: 'Vraagje' });
    expect((await list(otherAdmin, `&conversationId=${conversationId}`)).data[0]?.unreadCount).toBe(1);
    w.pushes.length = 0;
    await messages(w.admin, conversationId);
    expect((await list(otherAdmin, `&conversationId=${conversationId}`)).data[0]?.unreadCount).toBe(0);
    const read = w.pushes.find((p) => p.target === 'MessagesRead');
    expect(read?.userIds).toEqual(expect.arrayContaining([user.id, w.admin.id, otherAdmin.id]) as unknown);
    expect((await list(user, '&support=true')).data[0]?.otherLastReadAt).not.toBeNull();
    await w.t.db.updateTable('users').set({ role: 'user' }).where('id', '=', otherAdmin.id).execute();
  });
});

describe('blocking', () => {
  it('stores a blocked sender’s messages for them alone: 200, no push, nothing for the recipient', async () => {
    const buyer = await w.newUser('Hinder');
    const adId = await w.adOfSeller({ title: 'Blokfiets' });
    const { conversationId } = await sendTo(buyer, { advertisementId: adId, message: 'Hallo' });
    await messages(w.seller, conversationId);
    const blocked = await w.call(
      'POST',
      API_PATHS.conversationBlock,
      { conversationId, blocked: true },
      { token: w.seller.token, lang: 'nl' },
    );
    expect(blocked.statusCode).toBe(200);
    expect(dataOf(blocked, conversationBlockResponseSchema)).toEqual({ conversationId, blocked: true });
    const before = await list(w.seller, `&conversationId=${conversationId}`);

    w.pushes.length = 0;
    const hidden = await w.send(buyer.token, { conversationId, message: 'Waarom reageer je niet?' });
    expect(hidden.statusCode).toBe(200);
    expect(w.pushes.map((p) => p.userIds)).toEqual([[buyer.id]]);

    const after = await list(w.seller, `&conversationId=${conversationId}`);
    expect(after.data[0]).toMatchObject({ unreadCount: 0, blocked: true, lastMessage: { body: 'Hallo' } });
    expect(after.data[0]?.lastMessageAt).toBe(before.data[0]?.lastMessageAt);
    expect((await messages(w.seller, conversationId)).data.map((m) => m.body)).toEqual(['Hallo']);
    // The sender sees their message as sent.
    expect((await messages(buyer, conversationId)).data[0]?.body).toBe('Waarom reageer je niet?');
    expect((await list(buyer, `&conversationId=${conversationId}`)).data[0]?.blocked).toBe(false);

    await w.call(
      'POST',
      API_PATHS.conversationBlock,
      { conversationId, blocked: false },
      { token: w.seller.token },
    );
    await sendTo(buyer, { conversationId, message: 'Sorry' });
    expect((await messages(w.seller, conversationId)).data.map((m) => m.body)).toEqual(['Sorry', 'Hallo']);
  });

  it('cannot block the support team', async () => {
    const user = await w.newUser('Boos');
    const { conversationId } = await sendTo(user, { support: true, message: 'Grr' });
    const response = await w.call(
      'POST',
      API_PATHS.conversationBlock,
      { conversationId, blocked: true },
      { token: user.token, lang: 'nl' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { conversationId: ['Je kunt de klantenservice niet blokkeren.'] },
    });
  });
});

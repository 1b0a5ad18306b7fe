// The support team's inbox: every user's support conversation, named by the user with their
// avatar, when they joined and their booth, open or answered, newest activity first; and answers that
// reach the other admins live.
import {
  API_PATHS,
  conversationListResponseSchema,
  messageInsertResponseSchema,
  messageListResponseSchema,
} from '@kraam/shared';
import type { ConversationListResponse, SendMessagePush } from '@kraam/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertBoothRow, insertImageFileRow } from '../../../test/ad-fixtures';
import { createChatWorld, dataOf } from './chat-test-world';
import type { ChatUserFixture, ChatWorld } from './chat-test-world';

let w: ChatWorld;
let colleague: ChatUserFixture;

beforeAll(async () => {
  w = await createChatWorld();
  colleague = await w.newUser('Collega', { admin: true });
});
afterAll(async () => {
  await w.t.close();
});
beforeEach(() => {
  w.pushes.length = 0;
});

const list = async (
  user: ChatUserFixture,
  query = '',
  lang: 'nl' | 'en' = 'nl',
): Promise<ConversationListResponse> => {
  const response = await w.call('GET', `${API_PATHS.conversations}?lang=${lang}${query}`, undefined, {
    token: user.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return conversationListResponseSchema.parse(response.json());
};
const sendTo = async (user: ChatUserFixture, body: Record<string, unknown>) => {
  const response = await w.send(user.token, body);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf(response, messageInsertResponseSchema);
};

describe("the support team's list", () => {
  it('names each user with avatar, member since and booth, open or answered, newest activity first', async () => {
    const withBooth = await w.newUser('Winkelier');
    const boothId = await insertBoothRow(w.t.db, withBooth.id, 'Kraampje Winkelier');
    const avatar = await insertImageFileRow(w.t.db, withBooth.id);
    await w.t.db.updateTable('users').set({ gallery_id: avatar }).where('id', '=', withBooth.id).execute();
    const joined = await w.t.db
      .selectFrom('users')
      .select('created_at')
      .where('id', '=', withBooth.id)
      .executeTakeFirstOrThrow();
    const plain = await w.newUser('Particulier');

    const first = await sendTo(withBooth, { support: true, message: 'Mijn kraam is weg' });
    const second = await sendTo(plain, { support: true, message: 'Hoe werkt betalen?' });

    const team = await list(w.admin);
    expect(team.supportTeam).toBe(true);
    const ids = team.data.map((c) => c.id);
    expect(ids.indexOf(second.conversationId)).toBeLessThan(ids.indexOf(first.conversationId));
    expect(team.data.find((c) => c.id === first.conversationId)).toMatchObject({
      kind: 'support',
      other: { id: withBooth.id, name: 'Winkelier User', avatarId: avatar },
      otherBooth: { id: boothId, name: 'Kraampje Winkelier' },
      customer: { memberSince: new Date(joined.created_at).toISOString(), state: 'open' },
      unreadCount: 1,
    });
    expect(team.data.find((c) => c.id === second.conversationId)).toMatchObject({
      other: { id: plain.id, name: 'Particulier User' },
      otherBooth: null,
      customer: { state: 'open' },
    });

    // An answer makes it answered and moves it up; the user's next message opens it again.
    await sendTo(colleague, { conversationId: first.conversationId, message: 'We kijken ernaar' });
    const answered = await list(w.admin);
    expect(answered.data[0]).toMatchObject({ id: first.conversationId, customer: { state: 'answered' } });
    await sendTo(withBooth, { conversationId: first.conversationId, message: 'Dank je' });
    const reopened = await list(w.admin, `&conversationId=${first.conversationId}`);
    expect(reopened.data[0]?.customer?.state).toBe('open');
  });

  it("shows the same to the team when one conversation is opened, and nothing of it to the user's own view", async () => {
    const user = await w.newUser('Open');
    const { conversationId } = await sendTo(user, { support: true, message: 'Hallo' });
    const opened = await w.call(
      'GET',
      `${API_PATHS.conversationMessages}?conversationId=${conversationId}`,
      undefined,
      { token: w.admin.token },
    );
    const { conversation } = messageListResponseSchema.parse(opened.json());
    expect(conversation).toMatchObject({
      other: { id: user.id, name: 'Open User' },
      customer: { state: 'open' },
    });

    const own = await list(user, '&support=true', 'nl');
    expect(own.supportTeam).toBe(false);
    expect(own.data[0]).toMatchObject({
      other: { id: 0, name: 'Kraam Support', avatarId: null },
      otherBooth: null,
      customer: null,
    });
    expect((await list(user, '&support=true', 'en')).data[0]?.other.name).toBe('Kraam Support');
  });
});

describe('live delivery in the team', () => {
  it("pushes a user's message to every admin, naming the user the conversation is with", async () => {
    const user = await w.newUser('Schrijver');
    await sendTo(user, { support: true, message: 'Vraag' });
    const [push] = w.pushes;
    expect(push?.userIds).toEqual(expect.arrayContaining([w.admin.id, colleague.id, user.id]));
    expect((push?.args[1] as SendMessagePush).data.supportUserId).toBe(user.id);
  });

  it("pushes one admin's answer to the other admins too, still naming the user", async () => {
    const user = await w.newUser('Wachter');
    const { conversationId } = await sendTo(user, { support: true, message: 'Vraag' });
    w.pushes.length = 0;
    await sendTo(w.admin, { conversationId, message: 'Antwoord' });
    const [push] = w.pushes;
    expect(push?.userIds.sort()).toEqual([user.id, w.admin.id, colleague.id].sort());
    const payload = push?.args[1] as SendMessagePush;
    expect(payload.data.supportUserId).toBe(user.id);
    expect(payload.data.user.name).toBe('Kraam Support');
  });

  it('leaves ad conversations to their two parties', async () => {
    await sendTo(w.buyer, { advertisementId: w.adId, message: 'Is hij er nog?' });
    const [push] = w.pushes;
    expect(push?.userIds.sort()).toEqual([w.buyer.id, w.seller.id].sort());
    expect((push?.args[1] as SendMessagePush).data.supportUserId).toBeUndefined();
  });
});

describe('the seller named by their booth', () => {
  it("gives the buyer the seller's booth, the name the ad page shows", async () => {
    const { conversationId } = await sendTo(w.third, { advertisementId: w.adId, message: 'Hoi' });
    const buyerView = await list(w.third, `&conversationId=${conversationId}`);
    expect(buyerView.data[0]).toMatchObject({
      other: { id: w.seller.id },
      otherBooth: { id: w.sellerBoothId },
      customer: null,
    });
  });
});

// Nobody reads or writes a conversation they are not part of (DESIGN §7): 404 on every call, exactly as
// for a conversation that does not exist; admins reach support conversations only.
import {
  API_PATHS,
  conversationListResponseSchema,
  conversationReportResponseSchema,
  messageInsertResponseSchema,
} from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/auth-helpers';
import { createChatWorld, dataOf } from './chat-test-world';
import type { ChatWorld } from './chat-test-world';

let w: ChatWorld;
let adConversation: number;
let supportConversation: number;

beforeAll(async () => {
  w = await createChatWorld();
  adConversation = dataOf(
    await w.send(w.buyer.token, { advertisementId: w.adId, message: 'Hallo' }),
    messageInsertResponseSchema,
  ).conversationId;
  supportConversation = dataOf(
    await w.send(w.buyer.token, { support: true, message: 'Help' }),
    messageInsertResponseSchema,
  ).conversationId;
});
afterAll(async () => {
  await w.t.close();
});

/** Every call on one conversation, as [name, request]. */
const everyCall = (conversationId: number) =>
  [
    ['list filter', 'GET', `${API_PATHS.conversations}?conversationId=${conversationId}`, undefined],
    ['messages', 'GET', `${API_PATHS.conversationMessages}?conversationId=${conversationId}`, undefined],
    ['insert', 'POST', API_PATHS.conversationInsert, { conversationId, message: 'Ik lees mee' }],
    ['read', 'POST', API_PATHS.conversationRead, { conversationId }],
    ['block', 'POST', API_PATHS.conversationBlock, { conversationId, blocked: true }],
    ['report', 'POST', API_PATHS.conversationReport, { conversationId, reason: 'spam' }],
  ] as const;

describe('a third user', () => {
  it('gets 404 on every call, the same as for a conversation that does not exist', async () => {
    for (const conversationId of [adConversation, supportConversation, 999_999]) {
      for (const [name, method, url, body] of everyCall(conversationId)) {
        const response = await w.call(method, url, body, { token: w.third.token, lang: 'en' });
        expect(response.statusCode, `${name} ${conversationId}`).toBe(404);
        expect(json(response)).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
      }
    }
    const count = await w.t.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('sender_id', '=', w.third.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
    const reports = await w.t.db.selectFrom('conversation_reports').selectAll().execute();
    expect(reports).toHaveLength(0);
  });

  it('does not see the conversations in their own list', async () => {
    const response = await w.call('GET', API_PATHS.conversations, undefined, { token: w.third.token });
    expect(dataOf(response, conversationListResponseSchema)).toEqual([]);
    expect(response.json()).toMatchObject({ unreadTotal: 0, nextCursor: null });
  });
});

describe('without a valid token', () => {
  it('answers 401 on every call, before looking at the input', async () => {
    for (const [name, method, url, body] of everyCall(adConversation)) {
      expect((await w.call(method, url, body)).statusCode, name).toBe(401);
      expect((await w.call(method, url, body, { token: 'x.y.z' })).statusCode, name).toBe(401);
    }
    expect((await w.call('GET', `${API_PATHS.conversationMessages}?conversationId=abc`)).statusCode).toBe(
      401,
    );
    expect((await w.call('GET', API_PATHS.conversations)).statusCode).toBe(401);
  });
});

describe('admins', () => {
  it('read and answer any support conversation, but not the ad conversations of others', async () => {
    const read = await w.call(
      'GET',
      `${API_PATHS.conversationMessages}?conversationId=${supportConversation}`,
      undefined,
      { token: w.admin.token },
    );
    expect(read.statusCode).toBe(200);
    const answer = await w.send(w.admin.token, {
      conversationId: supportConversation,
      message: 'Wij helpen je',
    });
    expect(answer.statusCode).toBe(200);
    for (const [name, method, url, body] of everyCall(adConversation)) {
      const response = await w.call(method, url, body, { token: w.admin.token });
      expect(response.statusCode, name).toBe(404);
    }
  });

  it("lets a user read only their own support conversation, not another user's", async () => {
    const own = await w.call(
      'GET',
      `${API_PATHS.conversationMessages}?conversationId=${supportConversation}`,
      undefined,
      { token: w.buyer.token },
    );
    expect(own.statusCode).toBe(200);
    const other = await w.call(
      'GET',
      `${API_PATHS.conversationMessages}?conversationId=${supportConversation}`,
      undefined,
      { token: w.seller.token },
    );
    expect(other.statusCode).toBe(404);
  });
});

describe('hostile input', () => {
  it('answers 400, never 500, for ids beyond int4, NUL bytes and forged cursors', async () => {
    const token = w.buyer.token;
    const urls = [
      `${API_PATHS.conversations}?conversationId=2147483648`,
      `${API_PATHS.conversations}?advertisementId=2147483648`,
      `${API_PATHS.conversations}?conversationId=1%00`,
      `${API_PATHS.conversations}?cursor=%00`,
      `${API_PATHS.conversations}?cursor=bm9uc2Vuc2U`,
      `${API_PATHS.conversations}?cursor=${Buffer.from(JSON.stringify(['conversations', ['yesterday'], 1])).toString('base64url')}`,
      `${API_PATHS.conversations}?cursor=${Buffer.from(JSON.stringify(['messages', [], 1])).toString('base64url')}`,
      `${API_PATHS.conversations}?limit=0`,
      `${API_PATHS.conversations}?support=maybe`,
      `${API_PATHS.conversationMessages}?conversationId=2147483648`,
      `${API_PATHS.conversationMessages}?conversationId=${adConversation}&cursor=${Buffer.from(JSON.stringify(['messages', [], 2 ** 60])).toString('base64url')}`,
      `${API_PATHS.conversationMessages}?conversationId=${adConversation}&cursor=${Buffer.from(JSON.stringify(['messages', ['x'], 5])).toString('base64url')}`,
      `${API_PATHS.conversationMessages}?conversationId=${adConversation}&cursor=%00%00`,
      `${API_PATHS.conversationMessages}`,
    ];
    for (const url of urls) {
      const response = await w.call('GET', url, undefined, { token });
      expect(response.statusCode, url).toBe(400);
      expect(json(response).code, url).toBe('VALIDATION_FAILED');
    }
    const posts: [string, Record<string, unknown>][] = [
      [API_PATHS.conversationRead, { conversationId: 2_147_483_648 }],
      [API_PATHS.conversationBlock, { conversationId: adConversation, blocked: 'yes' }],
      [API_PATHS.conversationReport, { conversationId: adConversation, reason: 'boredom' }],
      [
        API_PATHS.conversationReport,
        { conversationId: adConversation, reason: 'abuse', details: 'a\u0000b' },
      ],
      [
        API_PATHS.conversationReport,
        { conversationId: adConversation, reason: 'abuse', details: 'x'.repeat(1001) },
      ],
    ];
    for (const [url, body] of posts) {
      const response = await w.call('POST', url, body, { token });
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
    }
  });
});

describe('report', () => {
  it('stores a report of a participant for support', async () => {
    const response = await w.call(
      'POST',
      API_PATHS.conversationReport,
      { conversationId: adConversation, reason: 'offPlatformPayment', details: '  Vroeg om een Tikkie  ' },
      { token: w.seller.token, lang: 'nl' },
    );
    expect(response.statusCode).toBe(200);
    const { reportId } = dataOf(response, conversationReportResponseSchema);
    expect(json(response).message).toContain('Bedankt voor je melding');
    const row = await w.t.db
      .selectFrom('conversation_reports')
      .selectAll()
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      conversation_id: adConversation,
      reporter_id: w.seller.id,
      reason: 'offPlatformPayment',
      details: 'Vroeg om een Tikkie',
    });
    // The same report is a notice in the moderation queue, about the buyer's latest message.
    const [lastMessage] = await w.t.db
      .selectFrom('messages')
      .select('id')
      .where('conversation_id', '=', adConversation)
      .where('sender_id', '=', w.buyer.id)
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    const notices = await w.t.db
      .selectFrom('notices')
      .selectAll()
      .where('reporter_user_id', '=', w.seller.id)
      .execute();
    expect(notices).toEqual([
      expect.objectContaining({
        target_type: 'message',
        target_id: lastMessage?.id,
        target_user_id: w.buyer.id,
        category: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
        explanation: 'Melding uit de chat: vraagt om buiten Kraam te betalen. Vroeg om een Tikkie',
        status: 'open',
      }),
    ]);
  });
});

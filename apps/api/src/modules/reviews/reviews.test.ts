// Reviews through the real calls: only the two people of a conversation, only once the seller marked the sale
// or both wrote enough and a day passed, once each; blind until both wrote; one public reply; the booth's
// rating in the public booth and ad answers.
import {
  API_PATHS,
  adDetailResponseSchema,
  errorResponseSchema,
  messageInsertResponseSchema,
  publicBoothResponseSchema,
  reviewListResponseSchema,
  reviewStatusResponseSchema,
} from '@kraam/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../test/fixtures';
import { createAdsWorld } from '../../test/ads-world';
import type { AdsWorld } from '../../test/ads-world';

describe('reviews', () => {
  let w: AdsWorld;
  let buyer: { id: number; token: string };
  let stranger: string;

  const send = async (token: string, body: object) => {
    const response = await w.call('POST', API_PATHS.conversationInsert, body, { token });
    expect(response.statusCode, response.body).toBe(200);
    return messageInsertResponseSchema.parse(response.json()).data.conversationId;
  };
  /** A conversation the buyer started about a fresh ad of seller A. */
  const conversation = async () => {
    const adId = await w.adOfA({ title: 'Gazelle damesfiets' });
    const conversationId = await send(buyer.token, { advertisementId: adId, message: 'Is hij er nog?' });
    return { adId, conversationId };
  };
  const review = (token: string, conversationId: number, rating = 5, text?: string) =>
    w.call(
      'POST',
      API_PATHS.reviewInsert,
      { conversationId, rating, tags: ['communication', 'asDescribed'], ...(text ? { text } : {}) },
      { token },
    );
  const status = async (token: string, conversationId: number) => {
    const response = await w.call(
      'GET',
      `${API_PATHS.reviewStatus}?conversationId=${conversationId}`,
      undefined,
      {
        token,
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    return reviewStatusResponseSchema.parse(response.json()).data;
  };
  const boothReviews = async () => {
    const response = await w.call('GET', `${API_PATHS.reviews}?boothId=${w.a.boothId}`);
    expect(response.statusCode, response.body).toBe(200);
    return reviewListResponseSchema.parse(response.json()).data;
  };
  const markSold = (conversationId: number, token = w.a.token) =>
    w.call('POST', API_PATHS.reviewMarkSold, { conversationId }, { token });

  beforeAll(async () => {
    w = await createAdsWorld();
    const id = await insertUser(w.t.db, { email: 'koper@example.com', password: 'x', firstName: 'Jan' });
    await w.t.db.updateTable('users').set({ last_name: 'de Vries' }).where('id', '=', id).execute();
    buyer = { id, token: await w.t.app.auth.issueToken(id) };
    stranger = await w.t.app.auth.issueToken(
      await insertUser(w.t.db, { email: 'x@example.com', password: 'x' }),
    );
  });
  afterAll(() => w.t.close());

  it('is not possible before a sale or enough conversation, and never for a third person', async () => {
    const { conversationId } = await conversation();
    expect((await status(buyer.token, conversationId)).state).toBe('tooEarly');
    const early = await review(buyer.token, conversationId);
    expect(early.statusCode).toBe(409);
    expect(errorResponseSchema.parse(early.json()).message).toMatch(/verkoper de verkoop heeft bevestigd/);
    expect((await review(stranger, conversationId)).statusCode).toBe(404);
    expect((await markSold(conversationId, buyer.token)).statusCode).toBe(404);
    expect((await review(buyer.token, 2_147_483_648)).statusCode).toBe(400);
  });

  it('opens after two messages each and a day; both review blind; the booth shows the average; the seller replies once', async () => {
    const { adId, conversationId } = await conversation();
    await send(w.a.token, { conversationId, message: 'Ja, nog te koop.' });
    await send(buyer.token, { conversationId, message: 'Zaterdag kijken?' });
    await send(w.a.token, { conversationId, message: 'Prima, om tien uur.' });
    // A day old.
    await sql`update conversations set created_at = now() - interval '25 hours' where id = ${conversationId}`.execute(
      w.t.db,
    );
    expect((await status(buyer.token, conversationId)).state).toBe('open');

    const first = await review(buyer.token, conversationId, 4, 'Vriendelijk, fiets zoals beschreven.');
    expect(first.statusCode, first.body).toBe(200);
    expect((await review(buyer.token, conversationId)).statusCode).toBe(409);
    // Blind: the seller sees nothing of it, nor does the booth page.
    expect((await status(w.a.token, conversationId)).theirs).toBeNull();
    expect(await boothReviews()).toEqual({ rating: { average: null, count: 0 }, reviews: [] });

    const second = await review(w.a.token, conversationId, 5);
    expect(second.statusCode, second.body).toBe(200);
    expect((await status(w.a.token, conversationId)).theirs?.rating).toBe(4);
    const listed = await boothReviews();
    expect(listed.rating).toEqual({ average: 4, count: 1 });
    expect(listed.reviews.map((r) => [r.authorName, r.authorRole, r.saleConfirmed, r.text])).toEqual([
      ['Jan d.', 'buyer', false, 'Vriendelijk, fiets zoals beschreven.'],
    ]);

    const reviewId = listed.reviews[0]?.id ?? 0;
    expect(
      (await w.call('POST', API_PATHS.reviewReply, { reviewId, text: 'Dank je!' }, { token: buyer.token }))
        .statusCode,
    ).toBe(404);
    const reply = await w.call(
      'POST',
      API_PATHS.reviewReply,
      { reviewId, text: 'Dank je!' },
      { token: w.a.token },
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const again = await w.call(
      'POST',
      API_PATHS.reviewReply,
      { reviewId, text: 'Nogmaals' },
      { token: w.a.token },
    );
    expect(again.statusCode).toBe(409);
    expect((await boothReviews()).reviews[0]?.reply).toBe('Dank je!');

    const booth = await w.call('GET', `${API_PATHS.publicBoothGet}?id=${w.a.boothId}`);
    expect(publicBoothResponseSchema.parse(booth.json()).data.rating).toEqual({ average: 4, count: 1 });
    const ad = await w.call('GET', `${API_PATHS.adDetail}?id=${adId}`);
    expect(adDetailResponseSchema.parse(ad.json()).data.booth.rating).toEqual({ average: 4, count: 1 });
  });

  it("a sale the seller marks opens it at once, sells the ad and labels the reviews 'verkoop bevestigd'", async () => {
    const { adId, conversationId } = await conversation();
    const other = await insertUser(w.t.db, { email: 'tweede-koper@example.com', password: 'x' });
    const otherConversation = await send(await w.t.app.auth.issueToken(other), {
      advertisementId: adId,
      message: 'Mag ik hem ook hebben?',
    });
    const marked = await markSold(conversationId);
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await markSold(conversationId)).statusCode).toBe(200);
    // Sold to this buyer: another conversation about the same ad cannot be marked too.
    expect((await markSold(otherConversation)).statusCode).toBe(409);
    const ad = await w.t.db
      .selectFrom('ads')
      .select('trade_state')
      .where('id', '=', adId)
      .executeTakeFirstOrThrow();
    expect(ad.trade_state).toBe('sold');
    expect((await status(buyer.token, conversationId)).state).toBe('open');
    const [one, two] = await Promise.all([
      review(buyer.token, conversationId, 2),
      review(buyer.token, conversationId, 2),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect((await review(w.a.token, conversationId, 5)).statusCode).toBe(200);
    const listed = await boothReviews();
    expect(listed.rating).toEqual({ average: 3, count: 2 });
    expect(listed.reviews[0]).toMatchObject({ rating: 2, saleConfirmed: true, authorRole: 'buyer' });
  });

  it('closes 30 days after it opened', async () => {
    const { conversationId } = await conversation();
    expect((await markSold(conversationId)).statusCode).toBe(200);
    await sql`update conversation_sales set marked_at = now() - interval '31 days' where conversation_id = ${conversationId}`.execute(
      w.t.db,
    );
    expect((await status(buyer.token, conversationId)).state).toBe('closed');
    expect((await review(buyer.token, conversationId)).statusCode).toBe(409);
  });
});

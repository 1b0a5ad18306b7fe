// The seller's signals on the public booth and ad answers: completed sales, the response-time badge from five
// answered conversations of the last 30 days, and a confirmed email address.
import {
  API_PATHS,
  adDetailResponseSchema,
  messageInsertResponseSchema,
  publicBoothResponseSchema,
} from '@kraam/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../test/fixtures';
import { createAdsWorld } from '../../test/ads-world';
import type { AdsWorld } from '../../test/ads-world';

describe('seller signals', () => {
  let w: AdsWorld;
  let buyer: string;

  const signals = async () => {
    const response = await w.call('GET', `${API_PATHS.publicBoothGet}?id=${w.a.boothId}`);
    expect(response.statusCode, response.body).toBe(200);
    return publicBoothResponseSchema.parse(response.json()).data.signals;
  };
  /** A buyer's question on a fresh ad of A, answered by A `minutes` later. */
  const answered = async (minutes: number) => {
    const advertisementId = await w.adOfA();
    const asked = await w.call(
      'POST',
      API_PATHS.conversationInsert,
      { advertisementId, message: 'Nog te koop?' },
      { token: buyer },
    );
    const { conversationId } = messageInsertResponseSchema.parse(asked.json()).data;
    const reply = await w.call(
      'POST',
      API_PATHS.conversationInsert,
      { conversationId, message: 'Ja.' },
      { token: w.a.token },
    );
    expect(reply.statusCode, reply.body).toBe(200);
    await sql`update messages set created_at = created_at + make_interval(mins => ${minutes}::integer)
      where conversation_id = ${conversationId}::integer and sender_id = ${w.a.id}::integer`.execute(w.t.db);
    return advertisementId;
  };

  beforeAll(async () => {
    w = await createAdsWorld();
    buyer = await w.t.app.auth.issueToken(
      await insertUser(w.t.db, { email: 'vrager@example.com', password: 'x' }),
    );
  });
  afterAll(() => w.t.close());

  it('shows no badge below five answered conversations, then the median, and counts sales', async () => {
    expect(await signals()).toMatchObject({ completedSales: 0, responseTime: null, emailConfirmed: true });
    for (const minutes of [10, 20, 30, 40]) await answered(minutes);
    await w.t.app.cache.deleteGroup('booth');
    expect((await signals()).responseTime).toBeNull();

    const last = await answered(600);
    await w.t.db.updateTable('ads').set({ trade_state: 'sold' }).where('id', '=', last).execute();
    await w.t.app.cache.deleteGroup('booth');
    // Median of 10, 20, 30, 40 and 600 minutes: 30 minutes.
    expect(await signals()).toMatchObject({ completedSales: 1, responseTime: 'hour' });

    const ad = await w.call('GET', `${API_PATHS.adDetail}?id=${await w.adOfA()}`);
    expect(adDetailResponseSchema.parse(ad.json()).data.booth.signals).toMatchObject({
      completedSales: 1,
      responseTime: 'hour',
    });
  });
});
